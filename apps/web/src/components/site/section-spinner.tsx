/** A section-sized loading state for content streamed from the server. */
import { Spinner } from '@kasar/ui';

export function SectionSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-64 items-center justify-center py-20 text-brand-700">
      <Spinner label={label} className="[&>span:first-child]:size-10" />
    </div>
  );
}
