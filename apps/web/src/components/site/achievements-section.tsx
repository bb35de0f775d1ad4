/** 'Our Achievements': animated stat counters, then the 'Ready to Get Started?' box. */
import type { PublicAboutUs } from '~/server/public-data';

import { AnimatedCounter } from './animated-counter';
import { ButtonLink } from './button-link';
import { DEFAULT_STATS } from './content';
import { HeadedSection } from './section-heading';

/** Only a value's digits count; a value without digits is 0. */
export function statNumberOf(value: string): number {
  const digits = value.replace(/\D/g, '');
  return digits ? Number(digits) : 0;
}

export function AchievementsSection({ aboutUs }: { aboutUs: PublicAboutUs }) {
  const stats = aboutUs.stats.length > 0 ? aboutUs.stats : DEFAULT_STATS;
  return (
    <HeadedSection
      id="our-achievements"
      className="bg-ink-50 py-20"
      eyebrow="Track Record"
      title="Our Achievements"
      intro="Numbers that reflect the trust our clients place in us."
    >
      <dl className="mt-12 grid grid-cols-2 gap-6 lg:grid-cols-4">
        {stats.map((stat, index) => (
          <div
            key={`${stat.stat_name}-${index}`}
            className="flex flex-col-reverse rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-ink-200"
          >
            <dt className="mt-2 text-sm font-semibold text-ink-600">{stat.stat_name}</dt>
            <dd className="font-display text-4xl font-extrabold text-brand-700 sm:text-5xl">
              <AnimatedCounter value={statNumberOf(stat.value)} />
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-14 rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center shadow-xl sm:px-12">
        <h3 className="font-display text-2xl font-extrabold text-white sm:text-3xl">
          Ready to Get Started?
        </h3>
        <p className="mx-auto mt-3 max-w-2xl text-brand-50">
          Tell us about your plans. Our team will visit, advise and prepare a clear estimate at no
          cost.
        </p>
        <ButtonLink href="/contact-us" variant="light" className="mt-8">
          Schedule Free Consultation
        </ButtonLink>
      </div>
    </HeadedSection>
  );
}
