import fs from 'node:fs';
import path from 'node:path';

import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { beforeAll, describe, expect, it } from 'vitest';

import { CORE_FONT_URLS } from '../src/app/core-font-files';
import {
  APP_DIR,
  buildCoreFonts,
  CORE_CODE_POINTS,
  CORE_FEATURES,
  CORE_FONTS_CSS,
  CORE_FONTS_DIR,
  CORE_FONTS_MODULE,
  CORE_TEXT,
  coreFontsCss,
  coreFontsModule,
  FAMILIES,
  fontsourceLatinFace,
  FONTS_URL_PATH,
  type CoreFont,
} from './core-fonts';

const REPO = path.resolve(APP_DIR, '../..');
const css = fs.readFileSync(CORE_FONTS_CSS, 'utf8');

/** The @font-face blocks of the committed stylesheet, by descriptor. */
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => {
  const descriptor = (name: string) =>
    new RegExp(`${name}:\\s*([^;]+);`).exec(match[1]!)?.[1]?.replace(/\s+/g, ' ').trim() ?? '';
  return {
    family: descriptor('font-family'),
    weight: descriptor('font-weight'),
    display: descriptor('font-display'),
    url: /url\(([^)]+)\)/.exec(descriptor('src'))?.[1] ?? '',
    unicodeRange: descriptor('unicode-range'),
  };
});

/** The code points a CSS unicode-range covers. */
function codePointsOf(unicodeRange: string): number[] {
  return unicodeRange.split(',').flatMap((span) => {
    const [first, last = first] = span.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(first!, 16);
    return Array.from({ length: parseInt(last!, 16) - start + 1 }, (_, index) => start + index);
  });
}

/** The characters, wght axis and layout features of a woff2 file, read with HarfBuzz. */
async function fontInfo(woff2: Buffer) {
  // HarfBuzz reads sfnt only: subsetting to the core text unpacks the file as TrueType (keeping
  // every glyph, table and layout feature the file has).
  const face = new Face(new Blob(await subsetFont(woff2, CORE_TEXT, { targetFormat: 'truetype' })));
  return {
    codePoints: [...face.collectUnicodes()].sort((a, b) => a - b),
    axes: face.getAxisInfos(),
    features: new Set([...face.getTableFeatureTags('GSUB'), ...face.getTableFeatureTags('GPOS')]),
  };
}

describe('the core font subsets', () => {
  let built: CoreFont[];
  beforeAll(async () => {
    built = await buildCoreFonts();
  });

  it('are the committed files, stylesheet and URL module (run `npm run fonts -w @kasar/web` after a font update)', async () => {
    expect(fs.readdirSync(CORE_FONTS_DIR).sort()).toEqual(
      built.map((font) => font.fileName).sort(),
    );
    for (const font of built) {
      expect(fs.readFileSync(path.join(CORE_FONTS_DIR, font.fileName)).equals(font.bytes)).toBe(
        true,
      );
    }
    expect(css).toBe(await coreFontsCss(built));
    expect(fs.readFileSync(CORE_FONTS_MODULE, 'utf8')).toBe(await coreFontsModule(built));
  });

  it('declare one swap face per family over exactly the core characters, with fontsource’s name and weights', () => {
    expect(faces.map((face) => face.family)).toEqual(
      FAMILIES.map(
        ({ name, fontsourcePackage }) => `'${fontsourceLatinFace(name, fontsourcePackage).family}'`,
      ),
    );
    for (const [index, face] of faces.entries()) {
      const { name, fontsourcePackage } = FAMILIES[index]!;
      expect(face.weight).toBe(fontsourceLatinFace(name, fontsourcePackage).weight);
      expect(face.display).toBe('swap');
      expect(codePointsOf(face.unicodeRange)).toEqual([...CORE_CODE_POINTS].sort((a, b) => a - b));
    }
  });

  it('reference existing files, the ones the root document preloads', () => {
    expect(faces.map((face) => face.url)).toEqual([...CORE_FONT_URLS]);
    for (const url of CORE_FONT_URLS) {
      expect(url.startsWith(`${FONTS_URL_PATH}/`)).toBe(true);
      expect(fs.existsSync(path.join(CORE_FONTS_DIR, url.slice(FONTS_URL_PATH.length + 1)))).toBe(
        true,
      );
    }
  });

  it('have a glyph for every core character and keep every weight the app uses', async () => {
    for (const [index, url] of CORE_FONT_URLS.entries()) {
      const { usedWeights } = FAMILIES[index]!;
      const file = fs.readFileSync(path.join(CORE_FONTS_DIR, path.basename(url)));
      const { codePoints, axes } = await fontInfo(file);
      expect(codePoints, url).toEqual([...CORE_CODE_POINTS].sort((a, b) => a - b));
      expect(axes.wght!.min, url).toBeLessThanOrEqual(usedWeights.min);
      expect(axes.wght!.max, url).toBeGreaterThanOrEqual(usedWeights.max);
    }
  });

  it('keep kerning and the other core layout features, and no others', async () => {
    for (const url of CORE_FONT_URLS) {
      const { features } = await fontInfo(
        fs.readFileSync(path.join(CORE_FONTS_DIR, path.basename(url))),
      );
      expect(features.has('kern'), url).toBe(true);
      expect(features.has('tnum'), url).toBe(true);
      for (const feature of features) expect(CORE_FEATURES, url).toContain(feature);
    }
  });

  it('are imported after the fontsource stylesheets, so the browser tries them first', () => {
    const document = fs.readFileSync(path.join(APP_DIR, 'src/app/document.tsx'), 'utf8');
    const position = (specifier: string) => document.indexOf(`import '${specifier}';`);
    expect(position('./core-fonts.css')).toBeGreaterThan(position('@fontsource-variable/inter'));
    expect(position('./core-fonts.css')).toBeGreaterThan(
      position('@fontsource-variable/montserrat'),
    );
    expect(position('@fontsource-variable/inter')).toBeGreaterThanOrEqual(0);
  });
});

describe('the font weights and features the app uses', () => {
  const CLASS_WEIGHTS: Record<string, number> = {
    thin: 100,
    extralight: 200,
    light: 300,
    normal: 400,
    medium: 500,
    semibold: 600,
    bold: 700,
    extrabold: 800,
    black: 900,
  };

  function sourceFiles(dir: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(file);
      return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
    });
  }

  const classWeights = (text: string) =>
    [
      ...text.matchAll(
        /\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g,
      ),
    ].map(([, name]) => CLASS_WEIGHTS[name!]!);
  const sources = () =>
    [
      ...sourceFiles(path.join(APP_DIR, 'src')),
      ...sourceFiles(path.join(REPO, 'packages/ui/src')),
      ...sourceFiles(path.join(REPO, 'tooling/tailwind')),
    ].map((file) => fs.readFileSync(file, 'utf8'));
  const [body, display] = FAMILIES;

  it('lie within the weights the body font’s core file keeps', () => {
    const used = new Set<number>();
    for (const text of sources()) {
      for (const weight of classWeights(text)) used.add(weight);
      for (const [, arbitrary, declared] of text.matchAll(
        /font-\[(\d+)\]|font-weight:\s*(\d+)\s*;/g,
      )) {
        used.add(Number(arbitrary ?? declared));
      }
    }
    expect(used.size).toBeGreaterThan(0);
    for (const weight of used) {
      expect(weight).toBeGreaterThanOrEqual(body.usedWeights.min);
      expect(weight).toBeLessThanOrEqual(body.usedWeights.max);
    }
  });

  it('set the display font always with a weight its core file keeps, in the same class list', () => {
    const lists = sources().flatMap((text) =>
      [...text.matchAll(/(["'`])([^"'`]*\bfont-display\b(?!\s*:)[^"'`]*)\1/g)].map(
        ([, , list]) => list!,
      ),
    );
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) {
      const weights = classWeights(list);
      expect(weights.length, list).toBeGreaterThan(0);
      for (const weight of weights) {
        expect(weight, list).toBeGreaterThanOrEqual(display.usedWeights.min);
        expect(weight, list).toBeLessThanOrEqual(display.usedWeights.max);
      }
    }
  });

  it('ask only for the numeric variants the core files keep', () => {
    // Tailwind's font-variant-numeric utilities and the OpenType feature each turns on.
    const VARIANT_FEATURES: Record<string, string> = {
      ordinal: 'ordn',
      'slashed-zero': 'zero',
      'lining-nums': 'lnum',
      'oldstyle-nums': 'onum',
      'proportional-nums': 'pnum',
      'tabular-nums': 'tnum',
      'diagonal-fractions': 'frac',
      'stacked-fractions': 'afrc',
    };
    const asked = new Set<string>();
    for (const text of sources()) {
      for (const [, utility] of text.matchAll(
        /(?<![\w-])(ordinal|slashed-zero|lining-nums|oldstyle-nums|proportional-nums|tabular-nums|diagonal-fractions|stacked-fractions)(?![\w-])/g,
      )) {
        asked.add(VARIANT_FEATURES[utility!]!);
      }
      // Plain CSS may not ask for features directly: a new need goes through CORE_FEATURES.
      expect(text).not.toMatch(/font-(feature-settings|variant-numeric|variant-ligatures):/);
    }
    expect(asked).toContain('tnum');
    for (const feature of asked) expect(CORE_FEATURES).toContain(feature);
  });
});
