/** One page of the activity log: when, who, what happened to which item, and from where. */
import { isAuditEventType, type AuditEventGroup } from '@kasar/validators';

import { DataTable } from '../data-table';
import { LocalDate } from '../local-date';
import {
  describeChange,
  extraValues,
  GROUP_LABELS,
  TYPE_LABELS,
  type ActivityEvent,
} from './activity-labels';

function itemOf(event: ActivityEvent): string {
  if (event.entity === 'user') return event.actor?.email ?? 'Unknown account';
  const group = GROUP_LABELS[event.type.split('.')[0] as AuditEventGroup];
  return event.entity_label ?? `${group} ${event.entity_id ?? ''}`.trim();
}

function detailsOf(event: ActivityEvent): string[] {
  return [...event.fields.map((field) => describeChange(event, field)), ...extraValues(event)];
}

export function ActivityTable({ events }: { events: readonly ActivityEvent[] }) {
  return (
    <DataTable
      label="Activity log"
      rows={events}
      rowKey={(event) => event.id}
      rowAttributes={(event) => ({ 'data-type': event.type })}
      columns={[
        {
          heading: 'When',
          className: 'whitespace-nowrap text-ink-700',
          cell: (event) => (
            <time dateTime={event.created_at}>
              <LocalDate value={event.created_at} time />
            </time>
          ),
        },
        {
          heading: 'Who',
          className: 'text-ink-900',
          cell: (event) => event.actor?.email ?? 'Unknown',
        },
        {
          heading: 'Event',
          className: 'font-medium text-ink-900',
          // A type this version does not know (written by another) shows as it is stored.
          cell: (event) => (isAuditEventType(event.type) ? TYPE_LABELS[event.type] : event.type),
        },
        { heading: 'Item', className: 'text-ink-700', cell: itemOf },
        {
          heading: 'Changes',
          className: 'min-w-48 text-ink-700',
          cell: (event) => {
            const details = detailsOf(event);
            // A long value (an upload's path) wraps anywhere in its 12rem, not widening the table.
            return details.length > 0 ? (
              <ul className="space-y-0.5">
                {details.map((detail) => (
                  <li key={detail} className="wrap-anywhere">
                    {detail}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-ink-600">N/A</span>
            );
          },
        },
        {
          heading: 'From',
          className: 'max-w-56 text-xs text-ink-600',
          cell: (event) => (
            <>
              <div>{event.address ?? 'N/A'}</div>
              {event.user_agent ? (
                // A card has room for the whole user agent; a table cell cuts it to one line.
                <div className="break-all md:truncate" title={event.user_agent}>
                  {event.user_agent}
                </div>
              ) : null}
            </>
          ),
        },
      ]}
    />
  );
}
