/** The service's project gallery grid; each picture opens the lightbox at its position. */
import { SiteImage } from './site-image';

import { LightboxTrigger } from './lightbox-trigger';

export function ServiceGallery({
  name,
  images,
  alts,
}: {
  name: string;
  images: string[];
  /** The staff's texts, by index; none: the picture is described by its button's label. */
  alts: (string | null)[];
}) {
  return (
    <section aria-labelledby="service-gallery" className="py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="service-gallery" className="font-display text-3xl font-extrabold text-ink-900">
          Project Gallery
        </h2>
        <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {images.map((src, index) =>
            // Image 0 is the hero, opened from the hero itself.
            index === 0 ? null : (
              <li key={`${src}-${index}`}>
                <LightboxTrigger
                  index={index}
                  label={`View ${name} image ${index + 1} of ${images.length}`}
                  className="aspect-[4/3] w-full rounded-xl bg-ink-200 shadow-sm"
                >
                  <SiteImage
                    src={src}
                    alt={alts[index] ?? ''}
                    fill
                    sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
                    className="object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
                  />
                </LightboxTrigger>
              </li>
            ),
          )}
        </ul>
      </div>
    </section>
  );
}
