import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { SITE_ICON_NAMES } from './names';
import { renderSiteSprite } from './sprite';

const spriteFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../public/icons/site.svg',
);

describe('the public site icon sprite', () => {
  it('is up to date with its shapes (run `npm run icons -w @kasar/web` after changing them)', () => {
    expect(fs.readFileSync(spriteFile, 'utf8')).toBe(renderSiteSprite());
  });

  it('has a symbol with shapes for every icon name', () => {
    const sprite = renderSiteSprite();
    for (const name of SITE_ICON_NAMES) {
      expect(sprite).toMatch(
        new RegExp(
          `<symbol id="${name}" [^>]*>(<(path|circle|rect|line|polyline|polygon|ellipse) [^>]+/>)+</symbol>`,
        ),
      );
    }
  });
});
