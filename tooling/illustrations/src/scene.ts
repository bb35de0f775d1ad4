/** Palettes and the shared scene context. */

import type { TimeOfDay, SceneOptions } from './types';
import type { Random } from './random';
import { createRandom } from './random';
import { svgDocument } from './svg';

interface Palette {
  sky: readonly [string, string, string];
  sun: string;
  glow: string;
  cloud: string;
  cloudOpacity: number;
  far: string;
  near: string;
  haze: string;
  tint: string;
  tintOpacity: number;
  litWindows: number;
}

const PALETTES: Record<TimeOfDay, Palette> = {
  dawn: {
    sky: ['#3a4a7d', '#c98a9a', '#f9cf9f'],
    sun: '#fff1cf',
    glow: '#ffc58a',
    cloud: '#ffe2d2',
    cloudOpacity: 0.55,
    far: '#a48fa6',
    near: '#76688a',
    haze: '#f3c2a6',
    tint: '#ff9a5c',
    tintOpacity: 0.06,
    litWindows: 0.25,
  },
  day: {
    sky: ['#2f6fbf', '#7fb3e6', '#d9ebf8'],
    sun: '#fffdf2',
    glow: '#fff4cc',
    cloud: '#ffffff',
    cloudOpacity: 0.85,
    far: '#a9bdd1',
    near: '#8499b0',
    haze: '#dbe9f5',
    tint: '#ffffff',
    tintOpacity: 0,
    litWindows: 0,
  },
  dusk: {
    sky: ['#1c2448', '#74477c', '#f39a5b'],
    sun: '#ffd9a0',
    glow: '#ff8f4d',
    cloud: '#f7b391',
    cloudOpacity: 0.45,
    far: '#604a6c',
    near: '#3f3453',
    haze: '#e48a6a',
    tint: '#2b1f4a',
    tintOpacity: 0.14,
    litWindows: 0.45,
  },
};

export interface Scene {
  rnd: Random;
  w: number;
  h: number;
  /** One unit of length: the scene is laid out for a 900 px tall canvas and scaled by this. */
  u: number;
  horizon: number;
  time: TimeOfDay;
  palette: Palette;
  defs: string[];
  body: string[];
  nextId: number;
}

export function createScene(options: SceneOptions, horizonRatio: number): Scene {
  const rnd = createRandom(options.seed);
  const time = options.time ?? rnd.pick<TimeOfDay>(['dawn', 'day', 'day', 'dusk']);
  return {
    rnd,
    w: options.width,
    h: options.height,
    u: options.height / 900,
    horizon: options.height * horizonRatio,
    time,
    palette: PALETTES[time],
    defs: [],
    body: [],
    nextId: 0,
  };
}

export function uid(scene: Scene, prefix: string): string {
  scene.nextId += 1;
  return `${prefix}${scene.nextId}`;
}

export function finish(scene: Scene): string {
  return svgDocument(scene.w, scene.h, scene.defs, scene.body);
}
