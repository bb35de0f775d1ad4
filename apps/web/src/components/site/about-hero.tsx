/** The About Us hero: title and subtitle over a construction scene. */
import { PAGE_SUBTITLE } from './content';
import { Banner } from './page-banner';

export function AboutHero() {
  return (
    <Banner kind="about">
      <p className="text-sm font-bold tracking-[0.2em] text-brand-300 uppercase">Who We Are</p>
      <h1 className="mt-2 font-display text-4xl font-extrabold text-white sm:text-5xl">About Us</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-100">{PAGE_SUBTITLE}</p>
    </Banner>
  );
}
