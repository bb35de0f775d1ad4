/** The 200 px decorative header banner of inner pages: background picture, title, subtitle. */
import Image from 'next/image';

import { PAGE_HEADER_IMAGE } from './content';

export function PageBanner({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className="relative flex h-[200px] items-center overflow-hidden bg-ink-900">
      <Image
        src={PAGE_HEADER_IMAGE}
        alt=""
        fill
        sizes="100vw"
        preload
        fetchPriority="high"
        className="object-cover"
      />
      <div className="absolute inset-0 bg-gradient-to-r from-ink-950/90 to-ink-950/60" />
      <div className="relative mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <h1 className="font-display text-3xl font-extrabold text-white sm:text-4xl">{title}</h1>
        <p className="mt-2 text-base text-ink-100 sm:text-lg">{subtitle}</p>
      </div>
    </div>
  );
}
