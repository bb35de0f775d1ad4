/** The home hero: the enabled banners as carousel slides, or the fallback welcome slide. */
import { getBanners } from '~/server/public-data';

import { PAGE_SUBTITLE, SITE_TAGLINE } from './content';
import { HeroCarousel } from './hero-carousel';
import { HeroParticles } from './hero-particles';
import type { HeroSlideData } from './hero-slide';
import { HeroSlideImage, HeroSlideText } from './hero-slide-content';

export async function HeroSection() {
  const banners = await getBanners();
  const slides =
    banners.length > 0
      ? banners.map((banner) => ({
          id: banner.id,
          image: banner.image_url,
          imageAlt: banner.image_alt,
          focalPoint: banner.focal_point,
          headline: banner.headline,
          description: banner.tagline ?? PAGE_SUBTITLE,
        }))
      : [
          {
            id: 'welcome',
            image: '/images/services/hero-default.webp',
            imageAlt: null,
            focalPoint: null,
            headline: 'Welcome to Kasar Foundation',
            description: SITE_TAGLINE,
          },
        ];
  // Rendered here, on the server: the carousel only shows, hides and animates them.
  const rendered: HeroSlideData[] = slides.map((slide, index) => ({
    id: slide.id,
    image: (
      <HeroSlideImage
        image={slide.image}
        imageAlt={slide.imageAlt}
        focalPoint={slide.focalPoint}
        first={index === 0}
      />
    ),
    content: <HeroSlideText headline={slide.headline} description={slide.description} />,
  }));
  return <HeroCarousel slides={rendered} particles={<HeroParticles />} />;
}
