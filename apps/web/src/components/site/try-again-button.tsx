'use client';

/** Reloads the page, for load failures: the 'Try Again' button. */
import { Icon } from './icons/icon';

export function TryAgainButton() {
  return (
    <button
      type="button"
      onClick={() => window.location.reload()}
      className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <Icon name="rotate-ccw" className="size-4" />
      Try Again
    </button>
  );
}
