/** One labelled value of a details list (`<dl>`), 'N/A' when there is none. */
export function DetailRow({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-ink-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-ink-900">{value || 'N/A'}</dd>
    </div>
  );
}
