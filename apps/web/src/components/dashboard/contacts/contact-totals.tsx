/** The counts above the contact list: all submissions (spam aside), the last 7 days, and New. */
export function ContactTotals({
  total,
  thisWeek,
  fresh,
}: {
  total: number;
  thisWeek: number;
  fresh: number;
}) {
  const items = [
    { label: 'Total Submissions', value: total },
    { label: 'This Week', value: thisWeek },
    { label: 'New', value: fresh },
  ];
  return (
    // Three side by side even on a phone, so the list starts on the first screen.
    <dl className="mb-6 grid grid-cols-3 gap-2 sm:gap-4 lg:max-w-3xl">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg bg-white p-3 shadow-sm sm:p-4">
          <dt className="text-sm text-ink-600">{item.label}</dt>
          <dd className="text-2xl font-bold text-ink-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
