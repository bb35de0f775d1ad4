/** What the hero shows while the banners load: a dark full-height block with a spinner. */
import { Spinner } from '@kasar/ui';

export function HeroFallback() {
  return (
    <div className="flex h-[calc(100svh-6.5rem)] min-h-[560px] items-center justify-center bg-ink-950 text-brand-400 lg:h-[calc(100svh-7.5rem)]">
      <Spinner label="Loading banners" className="[&>span:first-child]:size-10" />
    </div>
  );
}
