/** One page of the activity log: when, who, what happened to which item, and from where. */
import { AUDIT_EVENT_TYPES, type AuditEventGroup } from '@kasar/validators';

import { formatDateTime } from '../format';
import {
  describeChange,
  extraValues,
  GROUP_LABELS,
  TYPE_LABELS,
  type ActivityEvent,
} from './activity-labels';

const headerCell = 'px-4 py-3';

function itemOf(event: ActivityEvent): string {
  if (event.entity === 'user') return event.actor?.email ?? 'Unknown account';
  const group = GROUP_LABELS[event.type.split('.')[0] as AuditEventGroup];
  return event.entity_label ?? `${group} ${event.entity_id ?? ''}`.trim();
}

export function ActivityTable({ events }: { events: ActivityEvent[] }) {
  return (
    // Focusable, so that keyboard users can scroll the table sideways on a narrow screen.
    <div
      role="region"
      aria-label="Activity log"
      tabIndex={0}
      className="overflow-x-auto rounded-lg bg-white shadow-sm focus:outline-2 focus:outline-brand-700"
    >
      <table className="min-w-full divide-y divide-ink-200 text-left text-sm">
        <thead className="bg-ink-50 text-xs tracking-wide text-ink-700 uppercase">
          <tr>
            <th scope="col" className={headerCell}>
              When
            </th>
            <th scope="col" className={headerCell}>
              Who
            </th>
            <th scope="col" className={headerCell}>
              Event
            </th>
            <th scope="col" className={headerCell}>
              Item
            </th>
            <th scope="col" className={headerCell}>
              Changes
            </th>
            <th scope="col" className={headerCell}>
              From
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {events.map((event) => {
            const details = [
              ...event.fields.map((field) => describeChange(event, field)),
              ...extraValues(event),
            ];
            return (
              <tr key={event.id} data-type={event.type}>
                <td className="px-4 py-3 whitespace-nowrap text-ink-700">
                  <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
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
        </tbody>
      </table>
    </div>
  );
}
