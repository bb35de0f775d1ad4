/** One page of the activity log: when, who, what happened to which item, and from where. */
import { AUDIT_EVENT_TYPES, type AuditEventGroup } from '@kasar/validators';

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

export function ActivityTable({ events }: { events: readonly ActivityEvent[] }) {
  return (
    <DataTable label="Activity log" headings={['When', 'Who', 'Event', 'Item', 'Changes', 'From']}>
      {events.map((event) => {
        const details = [
          ...event.fields.map((field) => describeChange(event, field)),
          ...extraValues(event),
        ];
        return (
          <tr key={event.id} data-type={event.type}>
            <td className="px-4 py-3 whitespace-nowrap text-ink-700">
              <time dateTime={event.created_at}>
                <LocalDate value={event.created_at} time />
              </time>
            </td>
            <td className="px-4 py-3 text-ink-900">{event.actor?.email ?? 'Unknown'}</td>
            <td className="px-4 py-3 font-medium text-ink-900">
              {AUDIT_EVENT_TYPES.includes(event.type) ? TYPE_LABELS[event.type] : event.type}
            </td>
            <td className="px-4 py-3 text-ink-700">{itemOf(event)}</td>
            <td className="px-4 py-3 text-ink-700">
              {details.length > 0 ? (
                <ul className="space-y-0.5">
                  {details.map((detail) => (
                    <li key={detail} className="break-words">
                      {detail}
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="text-ink-600">N/A</span>
              )}
            </td>
            <td className="max-w-56 px-4 py-3 text-xs text-ink-600">
              <div>{event.address ?? 'N/A'}</div>
              {event.user_agent ? (
                <div className="truncate" title={event.user_agent}>
                  {event.user_agent}
                </div>
              ) : null}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
