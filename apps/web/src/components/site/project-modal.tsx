'use client';

/**
 * The project details dialog: image gallery with previous/next, counter and thumbnails, then
 * the facts. SiteDialog closes it on Escape and outside clicks, keeps the focus inside, gives it
 * back to the card and locks page scrolling.
 */
import type { PublicProject } from '~/server/public-data';

import { ImageViewer, useImageStep } from './image-viewer';
import { ProjectTags } from './project-card';
import {
  projectDescriptionOf,
  projectImageAltsOf,
  projectImagesOf,
  projectTitleOf,
} from './project-image';
import { DialogPanel, SiteModal } from './site-dialog';
import { IconButton } from './icons/icon';

function factsOf(project: PublicProject): [string, string][] {
  const facts: [string, string][] = [];
  if (project.client_name.trim()) facts.push(['Client', project.client_name]);
  if (project.duration.trim()) facts.push(['Duration', project.duration]);
  if (project.builtup_area_sqft !== null) {
    facts.push(['Area (sq ft)', project.builtup_area_sqft.toLocaleString('en-US')]);
  }
  return facts;
}

export function ProjectModal({
  project,
  onClose,
}: {
  project: PublicProject | null;
  onClose: () => void;
}) {
  return (
    <SiteModal item={project} onClose={onClose} backdropClassName="bg-ink-950/80">
      {(shown, titleId) => (
        <div className="fixed inset-0 overflow-y-auto overscroll-contain p-4 sm:p-6">
          <div className="flex min-h-full items-center justify-center">
            <ProjectModalPanel key={shown.id} project={shown} titleId={titleId} onClose={onClose} />
          </div>
        </div>
      )}
    </SiteModal>
  );
}

function ProjectModalPanel({
  project,
  titleId,
  onClose,
}: {
  project: PublicProject;
  titleId: string;
  onClose: () => void;
}) {
  const gallery = {
    images: projectImagesOf(project),
    alts: projectImageAltsOf(project),
    title: projectTitleOf(project),
  };
  const step = useImageStep(gallery.images.length);
  return (
    <DialogPanel className="relative w-full max-w-4xl overflow-hidden rounded-2xl bg-white shadow-2xl">
      <IconButton
        icon="x"
        label="Close project details"
        onClick={onClose}
        className="absolute top-3 right-3 z-10 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        iconClassName="size-6"
      />
      <ImageViewer gallery={gallery} step={step} layout="project" />
      <div className="space-y-4 p-6 sm:p-8">
        <div className="flex flex-wrap items-center gap-3">
          <ProjectTags project={project} variant="modal" />
        </div>
        <h2 id={titleId} className="font-display text-2xl font-extrabold text-ink-900 sm:text-3xl">
          {gallery.title}
        </h2>
        <ProjectFacts facts={factsOf(project)} />
        <p className="leading-relaxed text-ink-700">{projectDescriptionOf(project)}</p>
      </div>
    </DialogPanel>
  );
}

function ProjectFacts({ facts }: { facts: [string, string][] }) {
  if (facts.length === 0) return null;
  return (
    <dl className="grid gap-4 rounded-xl bg-ink-50 p-4 sm:grid-cols-3">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{label}</dt>
          <dd className="mt-1 font-semibold text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
