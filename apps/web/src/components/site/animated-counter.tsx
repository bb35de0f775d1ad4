'use client';

/**
 * A number that counts up from 0 over 2 s once scrolled into view, with '+' appended; it
 * shows the final value at once when the visitor prefers less motion.
 */
import { useEffect, useRef, useState } from 'react';

export const COUNTER_DURATION_MS = 2000;

export function AnimatedCounter({ value }: { value: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const run = () => {
      if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
        setShown(value);
        return;
      }
      const start = performance.now();
      const step = (now: number) => {
        const progress = Math.min(1, (now - start) / COUNTER_DURATION_MS);
        const eased = 1 - (1 - progress) ** 3;
        setShown(Math.round(value * eased));
        if (progress < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          run();
        }
      },
      { threshold: 0.3 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value]);

  return (
    <span ref={ref} data-value={value} className="tabular-nums">
      <span aria-hidden="true">{shown}+</span>
      <span className="sr-only">{value}+</span>
    </span>
  );
}
