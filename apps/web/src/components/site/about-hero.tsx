/** The About Us hero: title and subtitle over a construction scene. */
import Image from 'next/image';

import { ABOUT_HERO_IMAGE, PAGE_SUBTITLE } from './content';

export function AboutHero() {
  return (
    <div className="relative flex min-h-[320px] items-center overflow-hidden bg-ink-900 py-20">
      <Image
        src={ABOUT_HERO_IMAGE}
        alt=""
        fill
        sizes="100vw"
        preload
        fetchPriority="high"
        className="object-cover"
      />
      <div className="absolute inset-0 bg-gradient-to-r from-ink-950/90 to-ink-950/50" />
      <div className="relative mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <p className="text-sm font-bold tracking-[0.2em] text-brand-300 uppercase">Who We Are</p>
        <h1 className="mt-2 font-display text-4xl font-extrabold text-white sm:text-5xl">
          About Us
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-ink-100">{PAGE_SUBTITLE}</p>
      </div>
    </div>
  );
}
