/** A project on the home page: image, category, title and location, linking to the portfolio. */
import { objectPosition } from '@kasar/validators/fields';

import { SiteImage } from './site-image';
import Link from 'next/link';

import type { PublicProject } from '~/server/public-data';

import {
  projectImageAltsOf,
  projectImageFocalPointsOf,
  projectImagesOf,
  projectTitleOf,
} from './project-image';
import { Icon } from './icons/icon';

export function FeaturedProjectCard({ project }: { project: PublicProject }) {
  const title = projectTitleOf(project);
  return (
    <Link
      href="/our-projects"
      className="group block overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-ink-200 transition-shadow hover:shadow-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
    >
      <div className="relative aspect-[3/2] overflow-hidden">
        <SiteImage
          src={projectImagesOf(project)[0] ?? ''}
          alt={projectImageAltsOf(project)[0] ?? title}
          fill
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          style={{ objectPosition: objectPosition(projectImageFocalPointsOf(project)[0]) }}
          className="object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
        />
      </div>
      <div className="p-5">
        <p className="text-xs font-bold tracking-wider text-brand-700 uppercase">
          {project.category}
        </p>
        <h3 className="mt-1.5 font-display text-lg font-bold text-ink-900">{title}</h3>
        <p className="mt-2 flex items-center gap-1.5 text-sm text-ink-600">
          <Icon name="map-pin" className="size-4 shrink-0" />
          {project.location}
        </p>
      </div>
    </Link>
  );
}
