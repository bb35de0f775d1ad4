'use client';

/**
 * The service's project gallery grid: the page of photos the service page was rendered with and
 * those 'Show more' brought after it, each opening the lightbox at its position in the whole
 * gallery; a link back to the previous page when the page shown is not the first.
 */

import { useServiceGallery } from './lightbox-context';
import { LightboxTrigger } from './lightbox-trigger';
import { serviceGalleryHref } from './paging';
import { objectPosition } from '@kasar/validators/fields';

import { ShowMoreLink } from './show-more';
import { SiteImage } from './site-image';

export function ServiceGallery() {
  const { photos, name, slug } = useServiceGallery();
  const total = photos.total + 1;
  return (
    <section aria-labelledby="service-gallery" className="py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="service-gallery" className="font-display text-3xl font-extrabold text-ink-900">
          Project Gallery
        </h2>
        {slug !== null && photos.firstPage > 1 ? (
          <p className="mt-4">
            <a
              href={serviceGalleryHref(slug, photos.firstPage - 1)}
              className="font-semibold text-brand-700 underline hover:text-brand-800"
            >
              Previous photos
            </a>
          </p>
        ) : null}
        <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {photos.shown.map((photo, offset) => {
            // Lightbox image 0 is the hero: photo n is image n + 1.
            const index = photos.firstIndex + offset + 1;
            return (
              <li key={photo.id}>
                <LightboxTrigger
                  index={index}
                  label={`View ${name} image ${index + 1} of ${total}`}
                  className="aspect-[4/3] w-full rounded-xl bg-ink-200 shadow-sm"
                >
                  <SiteImage
                    src={photo.image_url}
                    alt={photo.alt ?? ''}
                    fill
                    sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
                    style={{ objectPosition: objectPosition(photo.focal_point) }}
                    className="object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
                  />
                </LightboxTrigger>
              </li>
            );
          })}
        </ul>
        {slug !== null ? (
          <ShowMoreLink
            list={photos}
            hrefOf={(page) => serviceGalleryHref(slug, page)}
            label="Show more photos"
          />
        ) : null}
      </div>
    </section>
  );
}
