/** The /our-projects section: every enabled project, filterable by service, or the load error. */
import { getProjectsByService, getServices } from '~/server/public-data';

import { LoadError } from './load-error';
import { ProjectsExplorer } from './projects-explorer';
import { SectionHeading } from './section-heading';

export async function ProjectsSection() {
  const [result, services] = await Promise.all([getProjectsByService(), getServices()]);
  return (
    <section aria-labelledby="our-projects" className="py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="our-projects"
          eyebrow="Portfolio"
          title="Our Projects"
          intro="Browse our work by service. Select a project to see its gallery and details."
        />
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
      </div>
    </section>
  );
}
