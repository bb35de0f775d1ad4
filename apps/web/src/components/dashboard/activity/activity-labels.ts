/** How the Activity page names event types, groups and the values it shows. */
import type { RouterOutputs } from '@kasar/api';
import type { AuditEventGroup, AuditEventType } from '@kasar/validators';

export type ActivityEvent = RouterOutputs['activity']['list']['data'][number];

export const GROUP_LABELS: Record<AuditEventGroup, string> = {
  auth: 'Sign-in and passwords',
  service: 'Services',
  project: 'Projects',
  gallery_image: 'Gallery',
  banner: 'Banners',
  release: 'Releases',
  organization: 'Organization',
  about_us: 'About Us',
  contact_submission: 'Contact submissions',
  user: 'Team',
  role: 'Roles',
  backup: 'Backups',
  trash: 'Trash',
  redirect: 'Redirects',
};

export const TYPE_LABELS: Record<AuditEventType, string> = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Sign-in failed',
  'auth.lockout': 'Locked out (too many attempts)',
  'auth.sign_out': 'Signed out',
  'auth.password_reset_requested': 'Password reset requested',
  'auth.password_reset_completed': 'Password reset',
  'auth.password_changed': 'Password changed',
  'auth.password_set_by_operator': 'Password set on the server (npm run set-password)',
  // Passkeys and sessions (the Security screen).
  'auth.sign_in_passkey': 'Signed in with a passkey',
  'auth.passkey_added': 'Passkey added',
  'auth.passkey_renamed': 'Passkey renamed',
  'auth.passkey_removed': 'Passkey removed',
  'auth.session_ended': 'Session or token ended',
  'auth.other_sessions_ended': 'Every other session and token ended',
  // Authenticator codes (two-factor sign-in).
  'auth.two_factor_enabled': 'Two-factor sign-in turned on',
  'auth.two_factor_disabled': 'Two-factor sign-in turned off',
  'auth.two_factor_reset': 'Two-factor sign-in reset',
  'auth.recovery_codes_regenerated': 'New recovery codes made',
  'auth.recovery_code_used': 'Signed in with a recovery code',
  'auth.second_factor_failed': 'Wrong authenticator or recovery code',
  'auth.two_factor_requirement_changed': 'Two-factor requirement changed',
  'auth.identity_confirmed': 'Confirmed it was them (password, code or passkey asked again)',
  'auth.identity_confirm_failed': 'Failed to confirm it was them',
  'auth.view_as': 'Viewed the dashboard as another role, or stopped',
  'service.create': 'Service created',
  'service.update': 'Service edited',
  'service.delete': 'Service deleted',
  'service.toggle': 'Service enabled or disabled',
  'service.reorder': 'Services put in order',
  'service.version_restore': 'Service version restored',
  'service.draft_save': 'Service draft saved',
  'service.draft_discard': 'Service draft discarded',
  'service.draft_publish': 'Service draft published',
  'service.review_submit': 'Service draft submitted for review',
  'service.review_changes': 'Changes requested on a service draft',
  'service.schedule': 'Service change scheduled',
  'service.schedule_cancel': 'Service schedule cancelled',
  'service.schedule_fail': 'Scheduled service change failed',
  'service.preview_share': 'Service preview link shared',
  'service.preview_revoke': 'Service preview link revoked',
  'project.create': 'Project created',
  'project.update': 'Project edited',
  'project.delete': 'Project deleted',
  'project.toggle': 'Project enabled or disabled',
  'project.reorder': 'Projects of a service put in order',
  'project.version_restore': 'Project version restored',
  'project.draft_save': 'Project draft saved',
  'project.draft_discard': 'Project draft discarded',
  'project.draft_publish': 'Project draft published',
  'project.review_submit': 'Project draft submitted for review',
  'project.review_changes': 'Changes requested on a project draft',
  'project.schedule': 'Project change scheduled',
  'project.schedule_cancel': 'Project schedule cancelled',
  'project.schedule_fail': 'Scheduled project change failed',
  'project.preview_share': 'Project preview link shared',
  'project.preview_revoke': 'Project preview link revoked',
  'project.feature': 'Project featured or no longer featured',
  'gallery_image.upload': 'Gallery image uploaded',
  'gallery_image.update': 'Gallery image alt text changed',
  'gallery_image.delete': 'Gallery image deleted',
  'gallery_image.toggle': 'Gallery image enabled or disabled',
  'gallery_image.reorder': 'Gallery of a project put in order',
  'banner.create': 'Banner created',
  'banner.update': 'Banner edited',
  'banner.delete': 'Banner deleted',
  'banner.toggle': 'Banner enabled or disabled',
  'banner.reorder': 'Banners put in order',
  'banner.version_restore': 'Banner version restored',
  'banner.draft_save': 'Banner draft saved',
  'banner.draft_discard': 'Banner draft discarded',
  'banner.draft_publish': 'Banner draft published',
  'banner.review_submit': 'Banner draft submitted for review',
  'banner.review_changes': 'Changes requested on a banner draft',
  'banner.schedule': 'Banner change scheduled',
  'banner.schedule_cancel': 'Banner schedule cancelled',
  'banner.schedule_fail': 'Scheduled banner change failed',
  'banner.preview_share': 'Banner preview link shared',
  'banner.preview_revoke': 'Banner preview link revoked',
  'release.create': 'Release created',
  'release.update': 'Release edited',
  'release.delete': 'Release deleted',
  'release.publish': 'Release published',
  'release.schedule': 'Release scheduled',
  'release.schedule_cancel': 'Release schedule cancelled',
  'release.schedule_fail': 'Scheduled release failed',
  'release.revert': 'Release reverted',
  'release.preview_share': 'Release preview link shared',
  'release.preview_revoke': 'Release preview link revoked',
  'organization.update': 'Organization edited',
  'organization.version_restore': 'Organization version restored',
  'organization.time_zone': 'Firm time zone changed',
  'organization.draft_save': 'Organization draft saved',
  'organization.draft_discard': 'Organization draft discarded',
  'organization.draft_publish': 'Organization draft published',
  'organization.preview_share': 'Organization preview link shared',
  'organization.preview_revoke': 'Organization preview link revoked',
  'about_us.update': 'About Us edited',
  'about_us.version_restore': 'About Us version restored',
  'about_us.draft_save': 'About Us draft saved',
  'about_us.draft_discard': 'About Us draft discarded',
  'about_us.draft_publish': 'About Us draft published',
  'about_us.preview_share': 'About Us preview link shared',
  'about_us.preview_revoke': 'About Us preview link revoked',
  'contact_submission.status': 'Submission status changed',
  'contact_submission.delete': 'Submission deleted',
  'contact_submission.export': 'Submissions exported as CSV',
  'user.invite': 'User invited',
  'user.invitation_resent': 'Invitation sent again',
  'user.join': 'Invitation accepted',
  'user.update': 'Name changed',
  'user.remove': 'User removed or invitation cancelled',
  'user.role_change': 'Role changed',
  'role.create': 'Role created',
  'role.update': 'Role edited',
  'role.delete': 'Role deleted',
  'backup.download': 'Backup downloaded',
  'trash.restore': 'Restored from the trash',
  'trash.delete_forever': 'Deleted for ever from the trash',
  'trash.purge': 'Purged from the trash (retention period over)',
  'redirect.create': 'Redirect added',
  'redirect.update': 'Redirect edited',
  'redirect.delete': 'Redirect deleted',
  'redirect.import': 'Redirects imported from a CSV',
};

type Value = string | number | boolean | null | undefined;

function shown(value: Value): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/** One changed field as the page shows it: its name, and from → to when the values are known. */
export function describeChange(event: ActivityEvent, field: string): string {
  const change = event.values[field];
  const name = field.replaceAll('_', ' ');
  if (!change) return name;
  if ('from' in change && 'to' in change) {
    return `${name}: ${shown(change.from)} → ${shown(change.to)}`;
  }
  return `${name}: ${shown('to' in change ? change.to : change.from)}`;
}

/** The values recorded without a changed field (a sign-in's channel, a deletion's counts). */
export function extraValues(event: ActivityEvent): string[] {
  return Object.keys(event.values)
    .filter((key) => !event.fields.includes(key))
    .map((key) => describeChange(event, key));
}
