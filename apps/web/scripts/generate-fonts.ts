/**
 * `npm run fonts -w @kasar/web`: writes the core font subsets to public/fonts (removing those of
 * earlier runs), their stylesheet src/app/core-fonts.css and src/app/core-font-files.ts, the
 * URLs the root document preloads. See core-fonts.ts.
 */
import fs from 'node:fs';
import path from 'node:path';

import {
  APP_DIR,
  buildCoreFonts,
  CORE_FONTS_CSS,
  CORE_FONTS_DIR,
  CORE_FONTS_MODULE,
  coreFontsCss,
  coreFontsModule,
} from './core-fonts';

const fonts = await buildCoreFonts();
fs.mkdirSync(CORE_FONTS_DIR, { recursive: true });
const current = new Set(fonts.map((font) => font.fileName));
for (const file of fs.readdirSync(CORE_FONTS_DIR)) {
  if (!current.has(file)) fs.rmSync(path.join(CORE_FONTS_DIR, file));
}
for (const font of fonts) {
  fs.writeFileSync(path.join(CORE_FONTS_DIR, font.fileName), font.bytes);
  console.log(`wrote public/fonts/${font.fileName}: ${font.bytes.length} bytes (${font.axis})`);
}
fs.writeFileSync(CORE_FONTS_CSS, await coreFontsCss(fonts));
fs.writeFileSync(CORE_FONTS_MODULE, await coreFontsModule(fonts));
console.log(
  `wrote ${path.relative(APP_DIR, CORE_FONTS_CSS)} and ${path.relative(APP_DIR, CORE_FONTS_MODULE)}`,
);
