'use client';

/**
 * Whether the page has loaded (the window's load event has fired), for what must not compete
 * with the first screen: the images of the first screen, its fonts, styles and scripts then have
 * the connection to themselves. False while the server renders and while the page hydrates; true
 * at once for whatever mounts later (a client-side navigation, an opened dialog).
 */
import { useSyncExternalStore, type ReactNode } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
}

const loadedInBrowser = () => document.readyState === 'complete';
const loadedOnServer = () => false;

export function usePageLoaded(): boolean {
  return useSyncExternalStore(subscribe, loadedInBrowser, loadedOnServer);
}

/**
 * Renders its children once the page has loaded; until then they are inside `<noscript>`, so a
 * visitor without JavaScript still gets them. For content of a box whose size does not depend on
 * it (a `fill` image in a sized frame): nothing moves when it arrives.
 */
export function AfterPageLoad({ children }: { children: ReactNode }) {
  return usePageLoaded() ? children : <noscript>{children}</noscript>;
}
