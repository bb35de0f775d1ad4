/** The counts above the contact list: all submissions and those of the last 7 days. */
export function ContactTotals({ total, thisWeek }: { total: number; thisWeek: number }) {
  return (
    <dl className="mb-6 grid gap-4 sm:grid-cols-2 lg:max-w-xl">
      <div className="rounded-lg bg-white p-4 shadow-sm">
        <dt className="text-sm text-ink-600">Total Submissions</dt>
        <dd className="text-2xl font-bold text-ink-900">{total}</dd>
      </div>
      <div className="rounded-lg bg-white p-4 shadow-sm">
        <dt className="text-sm text-ink-600">This Week</dt>
        <dd className="text-2xl font-bold text-ink-900">{thisWeek}</dd>
      </div>
    </dl>
  );
}
