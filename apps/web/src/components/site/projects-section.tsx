/** The /our-projects section: every enabled project, filterable by service, or the load error. */
import { getProjectsByService, getServices } from '~/server/public-data';

import { LoadError } from './load-error';
import { ProjectsExplorer } from './projects-explorer';
import { HeadedSection } from './section-heading';

export async function ProjectsSection() {
  const [result, services] = await Promise.all([getProjectsByService(), getServices()]);
  return (
    <HeadedSection
      id="our-projects"
      className="py-16"
      eyebrow="Portfolio"
      title="Our Projects"
      intro="Browse our work by service. Select a project to see its gallery and details."
    >
      <div className="mt-10">
        {result.ok ? (
          <ProjectsExplorer
            serviceNames={services.map((service) => service.name)}
            projects={services.flatMap((service) => result.projectsByService[service.slug] ?? [])}
          />
        ) : (
          <LoadError message={result.message} />
        )}
      </div>
    </HeadedSection>
  );
}
