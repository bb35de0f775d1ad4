'use client';

/** The portfolio: service filters, the two-column card grid, the empty state and the modal. */
import { useState } from 'react';

import type { PublicProject } from '~/server/public-data';

import { ProjectCard } from './project-card';
import { ALL_FILTER, ProjectFilters } from './project-filters';
import { ProjectModal } from './project-modal';
import { Icon } from './icons/icon';

export function ProjectsExplorer({
  serviceNames,
  projects,
}: {
  serviceNames: string[];
  projects: PublicProject[];
}) {
  const [filter, setFilter] = useState(ALL_FILTER);
  const [openProject, setOpenProject] = useState<PublicProject | null>(null);
  const shown = filter === ALL_FILTER ? projects : projects.filter((p) => p.category === filter);
  return (
    <>
      <ProjectFilters options={serviceNames} selected={filter} onSelect={setFilter} />
      {shown.length > 0 ? (
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {shown.map((project, index) => (
            <li key={project.id}>
              <ProjectCard
                project={project}
                priority={index < 2}
                onOpen={() => setOpenProject(project)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-10 flex flex-col items-center rounded-2xl border-2 border-dashed border-ink-300 px-6 py-16 text-center">
          <Icon name="folder-search" className="size-12 text-ink-400" />
          <p className="mt-4 text-lg font-semibold text-ink-800">
            No projects found for the selected filter.
          </p>
          <button
            type="button"
            onClick={() => setFilter(ALL_FILTER)}
            className="mt-6 rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Show All Projects
          </button>
        </div>
      )}
      <ProjectModal project={openProject} onClose={() => setOpenProject(null)} />
    </>
  );
}
