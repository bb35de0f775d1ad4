'use client';

/** Scrolls smoothly to the top whenever the route changes. */
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

export function RouteScrollReset() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}
