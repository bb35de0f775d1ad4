'use client';

/**
 * The bar every page shows in a preview (a staff one, or a preview link's, `shared`): what is
 * shown may not be public yet, and the way out. Rendered only in draft mode, so visitors never
 * load it.
 */
import { usePathname } from 'next/navigation';

import { exitPreviewUrlFor } from '~/components/preview-paths';

export function PreviewBar({ shared }: { shared: boolean }) {
  const pathname = usePathname();
  return (
    <section
      aria-label="Preview"
      className="fixed inset-x-0 bottom-0 z-[60] flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-300 px-4 py-2 text-sm font-semibold text-ink-950 shadow-[0_-2px_8px_rgb(0_0_0/0.25)]"
    >
      <p>Preview — not public</p>
      <p className="font-normal">
        {shared
          ? 'A draft shared with you: it is not on the public site yet.'
          : 'Disabled services, projects and banners show here for staff only.'}
      </p>
      {/* A full page load: leaving must reach the route handler, never a prefetched page. */}
      <a
        href={exitPreviewUrlFor(pathname)}
        className="rounded-md bg-ink-950 px-3 py-1 text-white underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-950"
      >
        Exit preview
      </a>
    </section>
  );
}
