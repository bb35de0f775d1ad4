/**
 * 'Meet Our Founder': photo, description paragraphs, name and position; fields not saved show
 * FOUNDER_FALLBACK. The square crop of the photo keeps its focal point in frame.
 */
import { objectPosition } from '@kasar/validators/fields';

import { SiteImage } from './site-image';

import type { PublicAboutUs } from '~/server/public-data';

import { FOUNDER_FALLBACK } from './content';
import { SectionHeading } from './section-heading';
import { Icon } from './icons/icon';

/** The description's paragraphs: one per line, empty lines dropped. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export function FounderSection({ aboutUs }: { aboutUs: PublicAboutUs }) {
  const name = aboutUs.founder_name?.trim() || FOUNDER_FALLBACK.name;
  const position = aboutUs.founder_position?.trim() || FOUNDER_FALLBACK.position;
  const paragraphs = paragraphsOf(aboutUs.founder_description ?? '');
  const shown = paragraphs.length > 0 ? paragraphs : paragraphsOf(FOUNDER_FALLBACK.description);
  return (
    <section aria-labelledby="meet-our-founder" className="py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:px-8">
        <div className="relative mx-auto aspect-square w-full max-w-md overflow-hidden rounded-3xl bg-ink-100 shadow-xl">
          {aboutUs.founder_img ? (
            <SiteImage
              src={aboutUs.founder_img}
              alt={aboutUs.founder_img_alt ?? `Portrait of ${name}`}
              fill
              sizes="(min-width: 1024px) 40vw, 90vw"
              className="object-cover"
              style={{ objectPosition: objectPosition(aboutUs.founder_focal_point) }}
            />
          ) : (
            <div className="flex h-full items-center justify-center text-ink-400">
              <Icon name="hard-hat" className="size-24" />
            </div>
          )}
        </div>
        <div>
          <SectionHeading
            id="meet-our-founder"
            eyebrow="Leadership"
            title="Meet Our Founder"
            align="left"
          />
          <div className="mt-6 space-y-4 text-base leading-relaxed text-ink-700">
            {shown.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-8 border-l-4 border-brand-600 pl-4">
            <p className="font-display text-xl font-bold text-ink-900">{name}</p>
            <p className="text-sm font-semibold text-brand-700">{position}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
