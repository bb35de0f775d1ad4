'use client';

/** A service that failed to load for another reason than not existing. */
import { LoadError } from '~/components/site/load-error';

export default function ServiceError() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-24">
      <LoadError message="Failed to load service details" />
    </div>
  );
}
