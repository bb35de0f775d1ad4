/**
 * A portfolio card: details sit over the image and appear on hover or focus on desktop; on
 * small screens they always show, with the description cut to two lines.
 */
import { objectPosition } from '@kasar/validators/fields';

import { SiteImage } from './site-image';

import type { PublicProject } from '~/server/public-data';

import {
  projectDescriptionOf,
  projectImageAltsOf,
  projectImageFocalPointsOf,
  projectImagesOf,
  projectTitleOf,
} from './project-image';
import { Icon } from './icons/icon';

export function ProjectCard({
  project,
  onOpen,
  priority = false,
}: {
  project: PublicProject;
  onOpen: () => void;
  /**
   * The first cards may be in the first screen: their images load at once rather than when
   * layout finds them near the viewport, but at low priority and not preloaded from the head:
   * the page's largest paint is its banner, and on a phone the second card is below the fold, so
   * a preload would only take bandwidth from the banner.
   */
  priority?: boolean;
}) {
  const title = projectTitleOf(project);
  const images = projectImagesOf(project);
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="project-card"
      className="group relative block aspect-[4/3] w-full overflow-hidden rounded-2xl bg-ink-200 text-left shadow-md focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
    >
      <SiteImage
        src={images[0] ?? ''}
        alt={projectImageAltsOf(project)[0] ?? ''}
        fill
        sizes="(min-width: 768px) 50vw, 100vw"
        loading={priority ? 'eager' : 'lazy'}
        // React preloads an eager image from the document's head unless its priority is low.
        fetchPriority={priority ? 'low' : undefined}
        style={{ objectPosition: objectPosition(projectImageFocalPointsOf(project)[0]) }}
        className="object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
      />
      <span className="absolute inset-x-0 bottom-0 block bg-gradient-to-t from-ink-950 via-ink-950/85 to-transparent p-5 pt-16 transition-opacity duration-300 md:opacity-0 md:group-hover:opacity-100 md:group-focus-visible:opacity-100 motion-reduce:transition-none">
        <span className="block font-display text-xl font-bold text-white">{title}</span>
        <ProjectTags project={project} variant="card" />
        <span className="mt-2 line-clamp-2 block text-sm text-ink-200">
          {projectDescriptionOf(project)}
        </span>
      </span>
      <span className="absolute top-4 right-4 inline-flex items-center gap-1.5 rounded-full bg-ink-950/75 px-3 py-1 text-xs font-semibold text-white">
        <Icon name="images" className="size-3.5" />
        {project.gallery_count} {project.gallery_count === 1 ? 'image' : 'images'}
      </span>
    </button>
  );
}

const TAG_STYLES = {
  card: {
    category: 'mt-2 inline-block rounded-full bg-brand-600 px-3 py-1 text-xs font-bold text-white',
    location: 'mt-1 flex items-center gap-1.5 text-sm text-ink-200',
    icon: 'size-4 shrink-0',
  },
  modal: {
    category: 'rounded-full bg-brand-100 px-3 py-1 text-xs font-bold text-brand-800',
    location: 'flex items-center gap-1.5 text-sm text-ink-600',
    icon: 'size-4',
  },
};

/** A project's category badge and its location, over the card's photo or in the modal. */
export function ProjectTags({
  project,
  variant,
}: {
  project: PublicProject;
  variant: keyof typeof TAG_STYLES;
}) {
  const styles = TAG_STYLES[variant];
  return (
    <>
      <span className={styles.category}>{project.category}</span>
      <span className={styles.location}>
        <Icon name="map-pin" className={styles.icon} />
        {project.location}
      </span>
    </>
  );
}
