/** Home 'Featured Projects': the newest project of each service, with 'View All Projects'. */
import { getProjectsByService } from '~/server/public-data';

import { ButtonLink } from './button-link';
import { FeaturedProjectCard } from './featured-project-card';
import { HeadedSection } from './section-heading';

const FEATURED_COUNT = 4;

export async function FeaturedProjects() {
  const result = await getProjectsByService();
  const lists = result.ok ? Object.values(result.projectsByService) : [];
  // One per service first, then the rest, so the strip shows the range of work.
  const firsts = lists.flatMap((list) => list.slice(0, 1));
  const rest = lists.flatMap((list) => list.slice(1));
  const featured = [...firsts, ...rest].slice(0, FEATURED_COUNT);
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
