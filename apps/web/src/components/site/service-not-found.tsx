/** The 'Service Not Found' state of an unknown or disabled service. */

import { ButtonLink } from './button-link';
import { Icon } from './icons/icon';

export function ServiceNotFound() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <Icon name="search-x" className="size-16 text-brand-600" />
      <h1 className="mt-6 font-display text-4xl font-extrabold text-ink-900">Service Not Found</h1>
      <p className="mt-4 text-lg text-ink-600">
        We apologize, but the requested service details could not be loaded.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/">Back to Home</ButtonLink>
        <ButtonLink href="/contact-us" variant="secondary">
          Contact Us
        </ButtonLink>
      </div>
    </div>
  );
}
