'use client';

/**
 * The project details dialog: image gallery with previous/next, counter and thumbnails, then
 * the facts. SiteDialog closes it on Escape and outside clicks, keeps the focus inside, gives it
 * back to the card and locks page scrolling.
 */
import Image from 'next/image';
import { useId, useState } from 'react';

import type { PublicProject } from '~/server/public-data';

import { ImageStepper } from './image-stepper';
import {
  projectDescriptionOf,
  projectImageAltsOf,
  projectImagesOf,
  projectTitleOf,
} from './project-image';
import { DialogPanel, SiteDialog } from './site-dialog';
import { ThumbnailStrip } from './thumbnail-strip';
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
  project,
  onClose,
}: {
  project: PublicProject | null;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <SiteDialog open={project !== null} onClose={onClose} labelledBy={titleId}>
      <div className="fixed inset-0 bg-ink-950/80" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto overscroll-contain p-4 sm:p-6">
        <div className="flex min-h-full items-center justify-center">
          {project ? (
            <ProjectModalPanel
              key={project.id}
              project={project}
              titleId={titleId}
              onClose={onClose}
            />
          ) : null}
        </div>
      </div>
    </SiteDialog>
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
  const [index, setIndex] = useState(0);
  const images = projectImagesOf(project);
  const alts = projectImageAltsOf(project);
  const title = projectTitleOf(project);
  const total = images.length;
  return (
    <DialogPanel className="relative w-full max-w-4xl overflow-hidden rounded-2xl bg-white shadow-2xl">
      <IconButton
        icon="x"
        label="Close project details"
        onClick={onClose}
        className="absolute top-3 right-3 z-10 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        iconClassName="size-6"
      />
      <div className="relative aspect-[16/10] bg-ink-900">
        <Image
          src={images[index] ?? ''}
          alt={alts[index] ?? `${title}, image ${index + 1} of ${total}`}
          fill
          sizes="(min-width: 896px) 896px, 100vw"
          className="object-cover"
        />
        <ImageStepper
          index={index}
          total={total}
          onPrevious={() => setIndex((index - 1 + total) % total)}
          onNext={() => setIndex((index + 1) % total)}
        />
      </div>
      <ThumbnailStrip
        images={images}
        selected={index}
        onSelect={setIndex}
        label="Project images"
        className="border-b border-ink-200 px-4 py-3"
      />
      <div className="space-y-4 p-6 sm:p-8">
        <div className="flex flex-wrap items-center gap-3">
          <span className="rounded-full bg-brand-100 px-3 py-1 text-xs font-bold text-brand-800">
            {project.category}
          </span>
          <span className="flex items-center gap-1.5 text-sm text-ink-600">
            <Icon name="map-pin" className="size-4" />
            {project.location}
          </span>
        </div>
        <h2 id={titleId} className="font-display text-2xl font-extrabold text-ink-900 sm:text-3xl">
          {title}
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
