/** What a list shows when it has nothing to show. */
import type { ReactNode } from 'react';

import { InboxIcon } from './icons';

export interface EmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-ink-300 bg-white px-6 py-12 text-center">
      <InboxIcon width={40} height={40} className="text-ink-500" />
      <p className="mt-3 text-base font-semibold text-ink-900">{title}</p>
      {description ? <p className="mt-1 text-sm text-ink-600">{description}</p> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
