/**
 * The shapes of the public site's icon sprite: lucide's outline icons, plus the social networks'
 * marks drawn in the same style (lucide ships no brand marks). `npm run icons -w @kasar/web`
 * writes public/icons/site.svg from it; a test fails when the file is out of date.
 */
import * as arrowRight from 'lucide-react/icons/arrow-right';
import * as arrowUp from 'lucide-react/icons/arrow-up';
import * as award from 'lucide-react/icons/award';
import * as chevronDown from 'lucide-react/icons/chevron-down';
import * as chevronLeft from 'lucide-react/icons/chevron-left';
import * as chevronRight from 'lucide-react/icons/chevron-right';
import * as circleCheck from 'lucide-react/icons/circle-check';
import * as clock from 'lucide-react/icons/clock';
import * as construction from 'lucide-react/icons/construction';
import * as expand from 'lucide-react/icons/expand';
import * as eye from 'lucide-react/icons/eye';
import * as folderSearch from 'lucide-react/icons/folder-search';
import * as gem from 'lucide-react/icons/gem';
import * as handshake from 'lucide-react/icons/handshake';
import * as hardHat from 'lucide-react/icons/hard-hat';
import * as images from 'lucide-react/icons/images';
import * as leaf from 'lucide-react/icons/leaf';
import * as lightbulb from 'lucide-react/icons/lightbulb';
import * as mail from 'lucide-react/icons/mail';
import * as mapPin from 'lucide-react/icons/map-pin';
import * as menu from 'lucide-react/icons/menu';
import * as messageCircle from 'lucide-react/icons/message-circle';
import * as pause from 'lucide-react/icons/pause';
import * as phone from 'lucide-react/icons/phone';
import * as play from 'lucide-react/icons/play';
import * as rotateCcw from 'lucide-react/icons/rotate-ccw';
import * as scale from 'lucide-react/icons/scale';
import * as searchX from 'lucide-react/icons/search-x';
import * as send from 'lucide-react/icons/send';
import * as shieldCheck from 'lucide-react/icons/shield-check';
import * as target from 'lucide-react/icons/target';
import * as triangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import * as x from 'lucide-react/icons/x';

import type { SiteIconName } from './names';

type Attributes = Record<string, string>;
type IconNode = readonly (readonly [string, Attributes])[];

/** The shapes lucide-react exports beside each icon component (`__iconData`). */
function nodeOf(module: unknown): IconNode {
  const data = (module as { __iconData?: { node?: unknown } }).__iconData;
  if (!Array.isArray(data?.node)) throw new Error('lucide-react no longer exports __iconData');
  return data.node as IconNode;
}

const BRAND_MARKS: Record<'facebook' | 'twitter' | 'instagram' | 'linkedin' | 'youtube', IconNode> =
  {
    facebook: [
      ['path', { d: 'M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z' }],
    ],
    twitter: [
      [
        'path',
        {
          d: 'M22 4s-.7 2.1-2 3.4c1.6 10-9.4 17.3-18 11.6 2.2.1 4.4-.6 6-2C3 15.5.5 9.6 3 5c2.2 2.6 5.6 4.1 9 4-.9-4.2 4-6.6 7-3.8 1.1 0 3-1.2 3-1.2z',
        },
      ],
    ],
    instagram: [
      ['rect', { width: '20', height: '20', x: '2', y: '2', rx: '5', ry: '5' }],
      ['path', { d: 'M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z' }],
      ['line', { x1: '17.5', x2: '17.51', y1: '6.5', y2: '6.5' }],
    ],
    linkedin: [
      [
        'path',
        { d: 'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z' },
      ],
      ['rect', { width: '4', height: '12', x: '2', y: '9' }],
      ['circle', { cx: '4', cy: '4', r: '2' }],
    ],
    youtube: [
      [
        'path',
        {
          d: 'M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17',
        },
      ],
      ['path', { d: 'm10 15 5-3-5-3z' }],
    ],
  };

export const SITE_ICON_SHAPES: Record<SiteIconName, IconNode> = {
  'arrow-right': nodeOf(arrowRight),
  'arrow-up': nodeOf(arrowUp),
  award: nodeOf(award),
  'chevron-down': nodeOf(chevronDown),
  'chevron-left': nodeOf(chevronLeft),
  'chevron-right': nodeOf(chevronRight),
  'circle-check': nodeOf(circleCheck),
  clock: nodeOf(clock),
  construction: nodeOf(construction),
  expand: nodeOf(expand),
  eye: nodeOf(eye),
  'folder-search': nodeOf(folderSearch),
  gem: nodeOf(gem),
  handshake: nodeOf(handshake),
  'hard-hat': nodeOf(hardHat),
  images: nodeOf(images),
  leaf: nodeOf(leaf),
  lightbulb: nodeOf(lightbulb),
  mail: nodeOf(mail),
  'map-pin': nodeOf(mapPin),
  menu: nodeOf(menu),
  'message-circle': nodeOf(messageCircle),
  pause: nodeOf(pause),
  phone: nodeOf(phone),
  play: nodeOf(play),
  'rotate-ccw': nodeOf(rotateCcw),
  scale: nodeOf(scale),
  'search-x': nodeOf(searchX),
  send: nodeOf(send),
  'shield-check': nodeOf(shieldCheck),
  target: nodeOf(target),
  'triangle-alert': nodeOf(triangleAlert),
  x: nodeOf(x),
  ...BRAND_MARKS,
};

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

function elementOf([tag, attributes]: readonly [string, Attributes]): string {
  const rendered = Object.entries(attributes)
    // lucide's `key` is React's, not the element's.
    .filter(([name]) => name !== 'key')
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
    .join(' ');
  return `<${tag} ${rendered}/>`;
}

/** The sprite: one `<symbol>` per icon, with lucide's stroke style on each. */
export function renderSiteSprite(): string {
  const symbols = Object.entries(SITE_ICON_SHAPES)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([id, nodes]) =>
        `<symbol id="${id}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${nodes.map(elementOf).join('')}</symbol>`,
    );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
