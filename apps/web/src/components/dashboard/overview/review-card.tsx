/** Overview: how many drafts wait in the Review queue, with the way there (docs/publishing.md). */
import { ClipboardCheck } from 'lucide-react';
import Link from 'next/link';

import { REVIEW_PATH } from '../routes';

export function ReviewCard({ waiting }: { waiting: number }) {
  return (
    <section aria-labelledby="review-card-heading" className="rounded-lg bg-white p-6 shadow-sm">
      <h2 id="review-card-heading" className="text-lg font-semibold text-ink-900">
        Review
      </h2>
      <p className="mt-2 text-sm text-ink-700">
        {waiting === 0
          ? 'Nothing waits for review.'
          : waiting === 1
            ? '1 draft waits for review.'
            : `${waiting} drafts wait for review.`}
      </p>
      <Link
        href={REVIEW_PATH}
        className="mt-4 inline-flex items-center gap-2 rounded-md border border-ink-200 px-4 py-3 text-sm font-medium text-ink-800 hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <ClipboardCheck size={20} aria-hidden className="text-brand-700" />
        Open Review
      </Link>
    </section>
  );
}
