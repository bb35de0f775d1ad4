'use client';

/** The users of the Team page, one row each, with the actions that apply to each. */
import type { RouterOutputs } from '@kasar/api';
import { Button } from '@kasar/ui';

import { DataTable } from '../data-table';
import { LocalDate } from '../local-date';

type TeamMember = RouterOutputs['team']['list'][number];

const cell = 'px-4 py-3 align-top';

const STATUS_BADGES: Record<TeamMember['status'], { label: string; tone: string }> = {
  active: { label: 'Active', tone: 'bg-green-100 text-green-800' },
  invited: { label: 'Invited', tone: 'bg-amber-100 text-amber-900' },
  invitation_expired: { label: 'Invitation expired', tone: 'bg-red-100 text-red-800' },
};

function StatusBadge({ member }: { member: TeamMember }) {
  const { label, tone } = STATUS_BADGES[member.status];
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{label}</span>;
}

export function TeamTable({
  members,
  resending,
  onEditName,
  onResend,
  onRemove,
}: {
  members: TeamMember[];
  /** The user whose invitation is being sent again. */
  resending: string | null;
  onEditName: (me: TeamMember) => void;
  onResend: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
}) {
  return (
    <DataTable headings={['Name', 'Email', 'Status', 'Since', 'Last sign-in']} actions>
      {members.map((member) => (
        <tr key={member.id}>
          <td className={`${cell} font-medium text-ink-900`}>
            {member.name}
            {member.is_you ? (
              <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-800">
                You
              </span>
            ) : null}
          </td>
          <td className={`${cell} text-ink-700`}>{member.email}</td>
          <td className={cell}>
            <StatusBadge member={member} />
          </td>
          <td className={`${cell} text-ink-700`}>
            {member.status === 'active' ? (
              <LocalDate value={member.joined_at ?? member.created_at} />
            ) : (
              <>
                Invited <LocalDate value={member.created_at} />
              </>
            )}
          </td>
          <td className={`${cell} text-ink-700`}>
            {member.last_sign_in_at ? (
              <LocalDate value={member.last_sign_in_at} time />
            ) : (
              'Not known'
            )}
          </td>
          <td className={`${cell} text-right whitespace-nowrap`}>
            <div className="flex justify-end gap-2">
              {member.is_you ? (
                <Button variant="secondary" size="sm" onClick={() => onEditName(member)}>
                  Edit name
                </Button>
              ) : null}
              {member.status !== 'active' ? (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={resending === member.id}
                  onClick={() => onResend(member)}
                  aria-label={`Resend the invitation of ${member.name}`}
                >
                  {resending === member.id ? 'Sending...' : 'Resend'}
                </Button>
              ) : null}
              {member.is_you ? null : (
                <Button
                  variant="danger"
                  size="sm"
                  onClick={() => onRemove(member)}
                  aria-label={
                    member.status !== 'active'
                      ? `Cancel the invitation of ${member.name}`
                      : `Remove ${member.name}`
                  }
                >
                  {member.status !== 'active' ? 'Cancel invite' : 'Remove'}
                </Button>
              )}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
