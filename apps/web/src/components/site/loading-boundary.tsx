/**
 * A section that loads server data, shown with a spinner only when loading takes noticeable
 * time. Cached content (the usual case) is ready within a few milliseconds and goes out in the
 * first HTML, with no spinner flashing and nothing shifting when it arrives; a slow load (a cold
 * database) streams the section in behind its spinner instead of holding the page back.
 */
import { Suspense, type ReactElement, type ReactNode } from 'react';

/** How long a section may take before the page is sent with its spinner instead. */
const SPINNER_AFTER_MS = 150;

type Settled = { ready: true; node: ReactElement } | { ready: false };

async function settleWithin(promise: Promise<ReactElement>, ms: number): Promise<Settled> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Settled>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false }), ms);
  });
  try {
    return await Promise.race([promise.then((node): Settled => ({ ready: true, node })), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function LoadingBoundary({
  load,
  fallback,
}: {
  /** Renders the section (an async server component). */
  load: () => Promise<ReactElement>;
  fallback: ReactNode;
}) {
  const section = load();
  const settled = await settleWithin(section, SPINNER_AFTER_MS);
  if (settled.ready) return settled.node;
  return <Suspense fallback={fallback}>{section}</Suspense>;
}
