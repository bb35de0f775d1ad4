/** The service page hero: name, subtitle and the hero image, which opens the lightbox. */
import { objectPosition, type FocalPoint } from '@kasar/validators/fields';

import { SiteImage } from './site-image';

import { ButtonLink } from './button-link';
import { LightboxTrigger } from './lightbox-trigger';
import { Icon } from './icons/icon';

export function ServiceHero({
  name,
  subtitle,
  image,
  imageAlt,
  focalPoint,
}: {
  name: string;
  subtitle: string;
  image: string;
  /** The staff's text for the hero image; none: decorative. */
  imageAlt: string | null;
  /** The spot the crop keeps in frame; none: centred. */
  focalPoint: FocalPoint | null;
}) {
  return (
    <div className="bg-ink-900">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-20">
        <div>
          <p className="text-sm font-bold tracking-[0.2em] text-brand-300 uppercase">
            Our Services
          </p>
          <h1 className="mt-3 font-display text-4xl font-extrabold text-white sm:text-5xl">
            {name}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-ink-200">{subtitle}</p>
          <ButtonLink href="/contact-us" className="mt-8">
            Get Free Quote
          </ButtonLink>
        </div>
        <LightboxTrigger
          index={0}
          label={`View gallery of ${name}`}
          className="aspect-[16/10] w-full rounded-2xl shadow-2xl"
        >
          <SiteImage
            src={image}
            alt={imageAlt ?? ''}
            fill
            preload
            fetchPriority="high"
            sizes="(min-width: 1024px) 50vw, 100vw"
            style={{ objectPosition: objectPosition(focalPoint) }}
            className="object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
          />
          <span className="absolute right-4 bottom-4 inline-flex items-center gap-2 rounded-full bg-ink-950/75 px-3 py-1.5 text-sm font-semibold text-white">
            <Icon name="expand" className="size-4" />
            View gallery
          </span>
        </LightboxTrigger>
      </div>
    </div>
  );
}
