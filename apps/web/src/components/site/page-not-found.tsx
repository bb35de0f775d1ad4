/** The designed 404 page: a construction-themed message and ways back into the site. */

import { ButtonLink } from './button-link';
import { Icon } from './icons/icon';

export function PageNotFound() {
  return (
    <div className="relative overflow-hidden bg-ink-50">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-3 bg-[repeating-linear-gradient(45deg,var(--color-brand-500)_0_20px,var(--color-ink-900)_20px_40px)]"
      />
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:py-32">
        <Icon name="construction" className="size-16 text-brand-600" />
        <p className="mt-6 font-display text-7xl font-extrabold text-ink-900 sm:text-8xl">404</p>
        <h1 className="mt-4 font-display text-3xl font-extrabold text-ink-900 sm:text-4xl">
          Page Not Found
        </h1>
        <p className="mt-4 max-w-xl text-lg text-ink-600">
          This part of the site is not built yet, or it has moved. Let us take you back to solid
          ground.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/">Back to Home</ButtonLink>
          <ButtonLink href="/our-projects" variant="secondary">
            View Our Projects
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
