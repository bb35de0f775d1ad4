/**
 * The two-column sections of a service page (Overview, Key Features): a titled main column and,
 * beside it on large screens, an aside.
 */
import type { ReactNode } from 'react';

const SECTIONS = {
  'service-overview': { title: 'Overview', className: 'py-16', gap: 'gap-10' },
  'service-features': { title: 'Key Features', className: 'bg-ink-50 py-16', gap: 'gap-12' },
};

export function ServiceSection({
  id,
  aside,
  children,
}: {
  /** Also the id of the section's heading, which names the section. */
  id: keyof typeof SECTIONS;
  aside: ReactNode;
  children: ReactNode;
}) {
  const section = SECTIONS[id];
  return (
    <section aria-labelledby={id} className={section.className}>
      <div
        className={`mx-auto grid max-w-7xl ${section.gap} px-4 sm:px-6 lg:grid-cols-[3fr_2fr] lg:px-8`}
      >
        <div>
          <h2 id={id} className="font-display text-3xl font-extrabold text-ink-900">
            {section.title}
          </h2>
          {children}
        </div>
        {aside}
      </div>
    </section>
  );
}
