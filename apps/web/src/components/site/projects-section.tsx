/**
 * The /our-projects section: the service filters and one page of the projects (of one service
 * or all), with 'Show more' and a link back to the previous page; or the empty state, or the
 * load error. An unknown service or a page past the last is not found.
 */
import { notFound } from 'next/navigation';

import { getPortfolioPage, getServices } from '~/server/public-data';

import { LoadError } from './load-error';
import { portfolioHref } from './paging';
import { ProjectFilters } from './project-filters';
import { ProjectsExplorer } from './projects-explorer';
import { HeadedSection } from './section-heading';
import { Icon } from './icons/icon';

export async function ProjectsSection({ service, page }: { service: string; page: number }) {
  const [result, services] = await Promise.all([getPortfolioPage(service, page), getServices()]);
  if (result.status === 'not-found') notFound();
  return (
    <HeadedSection
      id="our-projects"
      className="py-16"
      eyebrow="Portfolio"
      title="Our Projects"
      intro="Browse our work by service. Select a project to see its gallery and details."
    >
      <div className="mt-10">
        {result.status === 'failed' ? (
          <LoadError message={result.message} />
        ) : (
          <>
            <ProjectFilters services={services} selected={service} />
            {result.page.pagination.total > 0 ? (
              <ProjectsExplorer key={`${service}-${page}`} service={service} first={result.page} />
            ) : (
              <NoProjects />
            )}
          </>
        )}
      </div>
    </HeadedSection>
  );
}

function NoProjects() {
  return (
    <div className="mt-10 flex flex-col items-center rounded-2xl border-2 border-dashed border-ink-300 px-6 py-16 text-center">
      <Icon name="folder-search" className="size-12 text-ink-400" />
      <p className="mt-4 text-lg font-semibold text-ink-800">
        No projects found for the selected filter.
      </p>
      <a
        href={portfolioHref('', 1)}
        className="mt-6 rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Show All Projects
      </a>
    </div>
  );
}
