'use client';

/** The users of the Team page, one row each, with the actions that apply to each. */
import type { RouterOutputs } from '@kasar/api';
import { Button } from '@kasar/ui';

import { DataTable } from '../data-table';
import { LocalDate } from '../local-date';
import { useCan } from '../permissions';

type TeamMember = RouterOutputs['team']['list'][number];

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
  onResetTwoFactor,
  onChangeRole,
}: {
  members: TeamMember[];
  /** The user whose invitation is being sent again. */
  resending: string | null;
  onEditName: (me: TeamMember) => void;
  onResend: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
  /** 'Reset two-factor': another member who lost their authenticator and recovery codes. */
  onResetTwoFactor: (member: TeamMember) => void;
  /** 'Change role' (Owners). */
  onChangeRole: (member: TeamMember) => void;
}) {
  const mayInvite = useCan('team.create');
  const mayRemove = useCan('team.delete');
  const mayResetTwoFactor = useCan('security_policy.edit');
  // Roles, and so Owners, are an Owner's to change: only they may touch an Owner's account.
  const mayEditRoles = useCan('roles.edit');
  const mayManage = (member: TeamMember) =>
    !member.is_you && (member.role.id !== 'owner' || mayEditRoles);
  return (
    <DataTable
      label="Team"
      rows={members}
      rowKey={(member) => member.id}
      columns={[
        {
          heading: 'Name',
          className: 'font-medium text-ink-900',
          cell: (member) => (
            <>
              {member.name}
              {member.is_you ? (
                <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-800">
                  You
                </span>
              ) : null}
            </>
          ),
        },
        { heading: 'Email', className: 'text-ink-700', cell: (member) => member.email },
        { heading: 'Role', className: 'text-ink-700', cell: (member) => member.role.name },
        { heading: 'Status', cell: (member) => <StatusBadge member={member} /> },
        {
          heading: 'Since',
          className: 'text-ink-700',
          cell: (member) =>
            member.status === 'active' ? (
              <LocalDate value={member.joined_at ?? member.created_at} />
            ) : (
              <>
                Invited <LocalDate value={member.created_at} />
              </>
            ),
        },
        {
          heading: 'Last sign-in',
          className: 'text-ink-700',
          cell: (member) =>
            member.last_sign_in_at ? (
              <LocalDate value={member.last_sign_in_at} time />
            ) : (
              'Not known'
            ),
        },
      ]}
      actions={(member) => (
        <>
          {member.is_you ? (
            <Button variant="secondary" size="sm" onClick={() => onEditName(member)}>
              Edit name
            </Button>
          ) : null}
          {mayEditRoles && !member.is_you ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onChangeRole(member)}
              aria-label={`Change the role of ${member.name}`}
            >
              Change role
            </Button>
          ) : null}
          {mayInvite && member.status !== 'active' ? (
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
          {mayResetTwoFactor && member.two_factor && mayManage(member) ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onResetTwoFactor(member)}
              aria-label={`Reset the two-factor sign-in of ${member.name}`}
            >
              Reset two-factor
            </Button>
          ) : null}
          {mayRemove && mayManage(member) ? (
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
          ) : null}
        </>
      )}
    />
  );
}
