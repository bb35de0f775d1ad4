/** `npm run icons -w @kasar/web`: writes public/icons/site.svg, the public site's icon sprite. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { renderSiteSprite } from '../src/components/site/icons/sprite';

const target = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../public/icons/site.svg',
);
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, renderSiteSprite());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
