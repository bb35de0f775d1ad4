/**
 * The demo images, committed as WebP files under assets/ (drawn once by `npm run images:seed`):
 * which file belongs to which service, project, banner and profile. The folder of a file is the
 * storage folder it is stored in.
 */
import { fileURLToPath } from 'node:url';

import type { StorageFolder } from '@kasar/api/storage';

import { DEMO_BANNERS, DEMO_SERVICES } from './content';

export const ASSETS_DIR = fileURLToPath(new URL('../assets', import.meta.url));

export interface DemoImageFile {
  folder: StorageFolder;
  /** Path under ASSETS_DIR. */
  file: string;
}

const image = (folder: StorageFolder, name: string): DemoImageFile => ({
  folder,
  file: `${folder}/${name}.webp`,
});

/** Every demo image by what shows it: service s's hero, project p's gallery image i, ... */
export const DEMO_IMAGES = {
  heroes: DEMO_SERVICES.map((_, s) => image('services', `hero-${s + 1}`)),
  galleries: DEMO_SERVICES.map((service, s) =>
    service.projects.map((project, p) =>
      Array.from({ length: project.images }, (_, i) =>
        image('projects', `gallery-${s + 1}-${p + 1}-${i + 1}`),
      ),
    ),
  ),
  banners: DEMO_BANNERS.map((_, b) => image('banners', `banner-${b + 1}`)),
  logo: image('organization', 'logo'),
  portrait: image('about-us', 'founder'),
};
