/**
 * The title banners of inner pages: the 200 px header of most pages and the taller About Us
 * hero, each a decorative background picture under a dark gradient with the title over it.
 */
import { SiteImage } from './site-image';
import type { ReactNode } from 'react';

import { ABOUT_HERO_IMAGE, PAGE_HEADER_IMAGE } from './content';

const BANNERS = {
  page: {
    box: 'relative flex h-[200px] items-center overflow-hidden bg-ink-900',
    image: PAGE_HEADER_IMAGE,
    gradient: 'bg-gradient-to-r from-ink-950/90 to-ink-950/60',
  },
  about: {
    box: 'relative flex min-h-[320px] items-center overflow-hidden bg-ink-900 py-20',
    image: ABOUT_HERO_IMAGE,
    gradient: 'bg-gradient-to-r from-ink-950/90 to-ink-950/50',
  },
};

/** The picture is the page's largest paint: it is loaded first. */
export function Banner({ kind, children }: { kind: keyof typeof BANNERS; children: ReactNode }) {
  const banner = BANNERS[kind];
  return (
    <div className={banner.box}>
      <SiteImage
        src={banner.image}
        alt=""
        fill
        sizes="100vw"
        preload
        fetchPriority="high"
        className="object-cover"
      />
      <div className={`absolute inset-0 ${banner.gradient}`} />
      <div className="relative mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </div>
  );
}

export function PageBanner({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Banner kind="page">
      <h1 className="font-display text-3xl font-extrabold text-white sm:text-4xl">{title}</h1>
      <p className="mt-2 text-base text-ink-100 sm:text-lg">{subtitle}</p>
    </Banner>
  );
}
