/**
 * The "core" subsets of the site's two variable fonts, made from the fontsource latin files with
 * subset-font (HarfBuzz's own subsetter compiled to WebAssembly). A core file holds only the
 * characters nearly every page is written in, so the first paint waits for about half the bytes
 * of the full latin file. `generate-fonts.ts` writes what this module builds; its test checks
 * that the committed files are exactly that.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import prettier from 'prettier';
import subsetFontUntyped from 'subset-font';

/**
 * subset-font 2.9 with the options its README documents: @types/subset-font (2.3.0, the newest)
 * predates `keepFeatures` and `noHinting`.
 */
const subsetFont = subsetFontUntyped as (
  font: Buffer,
  text: string,
  options: Parameters<typeof subsetFontUntyped>[2] & {
    keepFeatures?: readonly string[];
    noHinting?: boolean;
  },
) => Promise<Buffer>;

/** The command that regenerates the files, named in their header comments. */
export const GENERATE_COMMAND = 'npm run fonts -w @kasar/web';

/**
 * The core character set: printable ASCII, the no-break space, ©, ®, the middle dot, en and em
 * dashes, curly quotes, the bullet and the ellipsis. Any other character a page shows is drawn
 * from fontsource's own files, fetched only then.
 */
export const CORE_CODE_POINTS: readonly number[] = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => 0x20 + index),
  0xa0,
  0xa9,
  0xae,
  0xb7,
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2022,
  0x2026,
];

export const CORE_TEXT = String.fromCodePoint(...CORE_CODE_POINTS);

/**
 * The OpenType layout features the core files keep: those browsers apply to Latin text by default
 * (kerning, standard and contextual ligatures, glyph composition, localized forms, required
 * variation alternates, mark positioning) and `tnum`, which Tailwind's `tabular-nums` turns on.
 * Left out: features the site's styles never ask for (fractions, numerators and denominators,
 * proportional figures) and Inter's contextual alternates (`calt`: arrows made of `->`, a colon
 * raised between digits, punctuation raised beside capitals), whose alternate glyphs are a fifth
 * of Inter's core file while the site's text barely meets them. The test of the generator checks
 * that every numeric variant the styles use is among these.
 */
export const CORE_FEATURES = [
  'kern',
  'liga',
  'clig',
  'ccmp',
  'locl',
  'rvrn',
  'mark',
  'mkmk',
  'tnum',
] as const;

/** A span of the wght axis. */
export interface WeightRange {
  min: number;
  max: number;
}

/** The web app's folder. */
export const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the generated files go; the core files are served at FONTS_URL_PATH. */
export const CORE_FONTS_DIR = path.join(APP_DIR, 'public/fonts');
export const FONTS_URL_PATH = '/fonts';
export const CORE_FONTS_CSS = path.join(APP_DIR, 'src/app/core-fonts.css');
export const CORE_FONTS_MODULE = path.join(APP_DIR, 'src/app/core-font-files.ts');

/**
 * The two families, by the fontsource package each comes from, with the weights the app's styles
 * use them at (Tailwind's font-* classes, CSS font-weight): the body font everywhere from normal
 * to extrabold, the display font (`font-display`, headings and figures) always with semibold,
 * bold or extrabold. The test of the generator checks both against the sources.
 */
export const FAMILIES = [
  {
    name: 'inter',
    fontsourcePackage: '@fontsource-variable/inter',
    usedWeights: { min: 400, max: 800 },
  },
  {
    name: 'montserrat',
    fontsourcePackage: '@fontsource-variable/montserrat',
    usedWeights: { min: 600, max: 800 },
  },
] as const satisfies readonly {
  name: string;
  fontsourcePackage: string;
  usedWeights: WeightRange;
}[];

const hex4 = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** The code points as a CSS unicode-range: consecutive ones merged into one span. */
export function unicodeRangeOf(codePoints: readonly number[]): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const spans: string[] = [];
  for (let start = 0; start < sorted.length;) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end += 1;
    const first = sorted[start]!;
    const last = sorted[end]!;
    spans.push(first === last ? `U+${hex4(first)}` : `U+${hex4(first)}-${hex4(last)}`);
    start = end + 1;
  }
  return spans.join(', ');
}

/** What a fontsource package declares for its latin face. */
export interface FontsourceLatinFace {
  /** `font-family`, e.g. 'Inter Variable'. */
  family: string;
  /** `font-weight` range, e.g. '100 900'. */
  weight: string;
  /** The latin woff2 file. */
  file: string;
}

const requireFromHere = createRequire(import.meta.url);

/** Reads the latin @font-face of a fontsource variable package's stylesheet. */
export function fontsourceLatinFace(
  familyName: string,
  fontsourcePackage: string,
): FontsourceLatinFace {
  const stylesheet = requireFromHere.resolve(fontsourcePackage);
  const fileName = `${familyName}-latin-wght-normal.woff2`;
  const block = fs
    .readFileSync(stylesheet, 'utf8')
    .split('@font-face')
    .find((face) => face.includes(`/files/${fileName})`));
  const family = /font-family:\s*'([^']+)'/.exec(block ?? '')?.[1];
  const weight = /font-weight:\s*([\d ]+);/.exec(block ?? '')?.[1]?.trim();
  if (!family || !weight) throw new Error(`${stylesheet} declares no latin face ${fileName}`);
  return { family, weight, file: path.join(path.dirname(stylesheet), 'files', fileName) };
}

export interface CoreFont {
  /** e.g. 'inter' */
  name: string;
  /** The CSS family, as fontsource names it. */
  family: string;
  /** The `font-weight` descriptor: fontsource's own range (see `coreFontsCss`). */
  weight: string;
  /** The wght axis the file keeps: the used weights, or the font's whole axis. */
  axis: 'used weights' | 'whole axis';
  /** e.g. 'inter-core.0123abcd.woff2' */
  fileName: string;
  url: string;
  bytes: Buffer;
}

const contentHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 8);

/**
 * Subsets one family to the core characters and CORE_FEATURES, without hinting instructions
 * (fontsource's Inter has none; Montserrat's are read only by Windows' rasterizer, and the
 * display font is always set semibold or heavier, mostly at heading sizes). The wght axis is limited to the used weights only
 * when that makes the file smaller (it does for both: Inter 400..800, Montserrat 600..800).
 */
async function buildCoreFont(
  name: string,
  fontsourcePackage: string,
  used: WeightRange,
): Promise<CoreFont> {
  const face = fontsourceLatinFace(name, fontsourcePackage);
  const source = fs.readFileSync(face.file);
  const options = { targetFormat: 'woff2', keepFeatures: CORE_FEATURES, noHinting: true } as const;
  const wholeAxis = await subsetFont(source, CORE_TEXT, options);
  const usedWeights = await subsetFont(source, CORE_TEXT, {
    ...options,
    variationAxes: { wght: { min: used.min, max: used.max } },
  });
  const limited = usedWeights.length < wholeAxis.length;
  const bytes = limited ? usedWeights : wholeAxis;
  const fileName = `${name}-core.${contentHash(bytes)}.woff2`;
  return {
    name,
    family: face.family,
    weight: face.weight,
    axis: limited ? 'used weights' : 'whole axis',
    fileName,
    url: `${FONTS_URL_PATH}/${fileName}`,
    bytes,
  };
}

/** Both core fonts, in the order of `FAMILIES`. */
export async function buildCoreFonts(): Promise<CoreFont[]> {
  const fonts: CoreFont[] = [];
  // One after the other: subset-font shares one HarfBuzz instance.
  for (const { name, fontsourcePackage, usedWeights } of FAMILIES) {
    fonts.push(await buildCoreFont(name, fontsourcePackage, usedWeights));
  }
  return fonts;
}

/** Generated text as the repository's format check wants it. */
async function formatted(file: string, text: string): Promise<string> {
  return prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });
}

const generatedBy = `Generated by \`${GENERATE_COMMAND}\` (apps/web/scripts/generate-fonts.ts): do not edit.`;

/**
 * The stylesheet of the core faces; its comment says why it comes after fontsource's and why
 * each face declares fontsource's weight range.
 */
export function coreFontsCss(fonts: readonly CoreFont[]): Promise<string> {
  const faces = fonts.map(
    (font) => `@font-face {
  font-family: '${font.family}';
  font-style: normal;
  font-display: swap;
  font-weight: ${font.weight};
  src: url(${font.url}) format('woff2-variations');
  unicode-range: ${unicodeRangeOf(CORE_CODE_POINTS)};
}
`,
  );
  return formatted(
    CORE_FONTS_CSS,
    `/* ${generatedBy} */

/*
 * The core subsets of the site's fonts (printable ASCII and common typography). Imported after
 * the fontsource stylesheets: for faces of one family with overlapping unicode-ranges the
 * browser tries the last defined first, so text in the core characters uses these small files
 * and fontsource's files are fetched only for other characters. Each face declares fontsource's
 * weight range: Chromium combines only faces with equal descriptors.
 */

${faces.join('\n')}`,
  );
}

/** The module of the core files' URLs, which the root document preloads. */
export function coreFontsModule(fonts: readonly CoreFont[]): Promise<string> {
  return formatted(
    CORE_FONTS_MODULE,
    `// ${generatedBy}

/** The core font files (apps/web/src/app/core-fonts.css), preloaded by every page. */
export const CORE_FONT_URLS = [
${fonts.map((font) => `  '${font.url}',`).join('\n')}
] as const;
`,
  );
}
