'use client';

/**
 * The project details dialog: image gallery with previous/next, counter and thumbnails, then
 * the facts, and previous/next project through every project of the filter (a project whose
 * page is not here yet is fetched). SiteDialog closes it on Escape and outside clicks, keeps the
 * focus inside, gives it back to the card and locks page scrolling. Its code is loaded when a
 * visitor first opens it (projects-explorer.tsx).
 */
import { useEffect } from 'react';

import type { PublicProject } from '~/server/public-data';

import { ImageViewer, useImageStep, wholeGallery } from './image-viewer';
import type { PagedList } from './paged-list';
import { ProjectTags } from './project-card';
import {
  projectDescriptionOf,
  projectImageAltsOf,
  projectImageFocalPointsOf,
  projectImagesOf,
  projectTitleOf,
} from './project-image';
import { DialogPanel, SiteModal } from './site-dialog';
import { Icon, IconButton } from './icons/icon';

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
  projects,
  openAt,
  onStep,
  onClose,
}: {
  /** Every project of the filter, a page at a time. */
  projects: PagedList<PublicProject>;
  /** The position of the project shown in the whole list. */
  openAt: number;
  onStep: (index: number) => void;
  onClose: () => void;
}) {
  const { ensure, total } = projects;
  useEffect(() => {
    void ensure(openAt);
  }, [ensure, openAt]);
  const project = projects.itemAt(openAt);
  return (
    <SiteModal item={openAt} onClose={onClose} backdropClassName="bg-ink-950/80">
      {(index, titleId) => (
        <div className="fixed inset-0 overflow-y-auto overscroll-contain p-4 sm:p-6">
          <div className="flex min-h-full items-center justify-center">
            <DialogPanel className="relative w-full max-w-4xl overflow-hidden rounded-2xl bg-white shadow-2xl">
              <IconButton
                icon="x"
                label="Close project details"
                onClick={onClose}
                className="absolute top-3 right-3 z-10 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                iconClassName="size-6"
              />
              {project ? (
                <ProjectDetails key={project.id} project={project} titleId={titleId} />
              ) : (
                <h2 id={titleId} className="p-8 font-display text-2xl font-extrabold text-ink-900">
                  Loading project…
                </h2>
              )}
              <ProjectStepper
                position={index}
                total={total}
                onStep={(next) => onStep((next + total) % total)}
              />
            </DialogPanel>
          </div>
        </div>
      )}
    </SiteModal>
  );
}

/** Previous/next project (wrapping around) through every project of the filter. */
function ProjectStepper({
  position,
  total,
  onStep,
}: {
  position: number;
  total: number;
  onStep: (index: number) => void;
}) {
  if (total < 2) return null;
  const buttonClass =
    'inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
  return (
    <div className="flex items-center justify-between border-t border-ink-200 px-4 py-3 sm:px-6">
      <button type="button" className={buttonClass} onClick={() => onStep(position - 1)}>
        <Icon name="chevron-left" className="size-4" />
        Previous project
      </button>
      <p data-testid="project-counter" className="text-sm text-ink-600 tabular-nums">
        Project {position + 1} of {total}
      </p>
      <button type="button" className={buttonClass} onClick={() => onStep(position + 1)}>
        Next project
        <Icon name="chevron-right" className="size-4" />
      </button>
    </div>
  );
}

function ProjectDetails({ project, titleId }: { project: PublicProject; titleId: string }) {
  const title = projectTitleOf(project);
  const alts = projectImageAltsOf(project);
  const focalPoints = projectImageFocalPointsOf(project);
  const gallery = wholeGallery(
    title,
    projectImagesOf(project).map((src, index) => ({
      src,
      alt: alts[index] ?? null,
      focalPoint: focalPoints[index] ?? null,
    })),
  );
  const step = useImageStep(gallery.total);
  return (
    <>
      <ImageViewer gallery={gallery} step={step} layout="project" />
      <div className="space-y-4 p-6 sm:p-8">
        <div className="flex flex-wrap items-center gap-3">
          <ProjectTags project={project} variant="modal" />
        </div>
        <h2 id={titleId} className="font-display text-2xl font-extrabold text-ink-900 sm:text-3xl">
          {title}
        </h2>
        <ProjectFacts facts={factsOf(project)} />
        <p className="leading-relaxed text-ink-700">{projectDescriptionOf(project)}</p>
      </div>
    </>
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
