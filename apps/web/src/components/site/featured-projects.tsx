/**
 * Home 'Featured Projects': the projects staff chose, or while none is chosen the first project
 * of each service, with 'View All Projects'.
 */
import { getFeaturedProjects } from '~/server/public-data';

import { ButtonLink } from './button-link';
import { FeaturedProjectCard } from './featured-project-card';
import { HeadedSection } from './section-heading';

export async function FeaturedProjects() {
  const featured = await getFeaturedProjects();
  return (
    <HeadedSection
      id="featured-projects"
      className="bg-ink-50 py-20"
      eyebrow="Our Portfolio"
      title="Featured Projects"
      intro="A selection of homes, workplaces and public works we have designed and built."
    >
      {featured.length > 0 ? (
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {featured.map((project) => (
            <li key={project.id}>
              <FeaturedProjectCard project={project} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-12 text-center">
        <ButtonLink href="/our-projects">View All Projects</ButtonLink>
      </div>
    </HeadedSection>
  );
}
