'use client';

/**
 * The portfolio's two-column card grid: the page the HTML was rendered with and those 'Show
 * more' brought after it, and the project modal, which steps through every project of the
 * filter (fetching their pages as it reaches them). The modal's code is loaded on first open.
 */
import dynamic from 'next/dynamic';
import { useCallback, useState } from 'react';

import type { PublicPortfolioPage, PublicProject } from '~/server/public-data';

import { fetchListPage, usePagedList } from './paged-list';
import { portfolioDataUrl, portfolioHref } from './paging';
import { ProjectCard } from './project-card';
import { ShowMoreLink } from './show-more';

const ProjectModal = dynamic(() => import('./project-modal').then((module) => module.ProjectModal));

export function ProjectsExplorer({
  service,
  first,
}: {
  /** The slug of the service shown; '' for all. */
  service: string;
  first: PublicPortfolioPage;
}) {
  const fetchPage = useCallback(
    (page: number) => fetchListPage<PublicProject>(portfolioDataUrl(service, page)),
    [service],
  );
  const projects = usePagedList(first, fetchPage);
  const [openAt, setOpenAt] = useState<number | null>(null);
  return (
    <>
      {projects.firstPage > 1 ? (
        <p className="mt-8 text-center">
          <a
            href={portfolioHref(service, projects.firstPage - 1)}
            className="font-semibold text-brand-700 underline hover:text-brand-800"
          >
            Previous projects
          </a>
        </p>
      ) : null}
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {projects.shown.map((project, offset) => (
          <li key={project.id}>
            <ProjectCard
              project={project}
              priority={offset < 2}
              onOpen={() => setOpenAt(projects.firstIndex + offset)}
            />
          </li>
        ))}
      </ul>
      <ShowMoreLink
        list={projects}
        hrefOf={(page) => portfolioHref(service, page)}
        label="Show more projects"
      />
      {openAt === null ? null : (
        <ProjectModal
          projects={projects}
          openAt={openAt}
          onStep={setOpenAt}
          onClose={() => setOpenAt(null)}
        />
      )}
    </>
  );
}
