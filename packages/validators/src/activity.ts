/** The activity log's event types and its list query (dashboard page and REST). */
import { z } from 'zod';

import { listQueryShape } from './common';
import { checkRange, contactListMessages, dateBound } from './contact';

/** Events of signing in and out and of password resets. */
export const AUTH_EVENT_TYPES = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.lockout',
  'auth.sign_out',
  'auth.password_reset_requested',
  'auth.password_reset_completed',
  'auth.password_changed',
  'auth.password_set_by_operator',
  // Passkeys and sessions (the Security screen).
  'auth.sign_in_passkey',
  'auth.passkey_added',
  'auth.passkey_renamed',
  'auth.passkey_removed',
  'auth.session_ended',
  'auth.other_sessions_ended',
  // Authenticator codes (two-factor sign-in).
  'auth.two_factor_enabled',
  'auth.two_factor_disabled',
  'auth.two_factor_reset',
  'auth.recovery_codes_regenerated',
  'auth.recovery_code_used',
  'auth.second_factor_failed',
  'auth.two_factor_requirement_changed',
  // Confirming who one is before an action that mints access or exposes secrets.
  'auth.identity_confirmed',
  'auth.identity_confirm_failed',
  // An Owner viewing the dashboard as another role (read-only), and stopping.
  'auth.view_as',
] as const;

/** Every change of content, as `<entity>.<action>`. */
export const CONTENT_EVENT_TYPES = [
  'service.create',
  'service.update',
  'service.delete',
  'service.toggle',
  'service.reorder',
  'service.version_restore',
  'service.draft_save',
  'service.draft_discard',
  'service.draft_publish',
  'service.review_submit',
  'service.review_changes',
  'service.schedule',
  'service.schedule_cancel',
  'service.schedule_fail',
  'service.preview_share',
  'service.preview_revoke',
  'project.create',
  'project.update',
  'project.delete',
  'project.toggle',
  'project.reorder',
  'project.version_restore',
  'project.draft_save',
  'project.draft_discard',
  'project.draft_publish',
  'project.review_submit',
  'project.review_changes',
  'project.schedule',
  'project.schedule_cancel',
  'project.schedule_fail',
  'project.preview_share',
  'project.preview_revoke',
  'project.feature',
  'gallery_image.upload',
  'gallery_image.update',
  'gallery_image.delete',
  'gallery_image.toggle',
  'gallery_image.reorder',
  'banner.create',
  'banner.update',
  'banner.delete',
  'banner.toggle',
  'banner.reorder',
  'banner.version_restore',
  'banner.draft_save',
  'banner.draft_discard',
  'banner.draft_publish',
  'banner.review_submit',
  'banner.review_changes',
  'banner.schedule',
  'banner.schedule_cancel',
  'banner.schedule_fail',
  'banner.preview_share',
  'banner.preview_revoke',
  'release.create',
  'release.update',
  'release.delete',
  'release.publish',
  'release.schedule',
  'release.schedule_cancel',
  'release.schedule_fail',
  'release.revert',
  'release.preview_share',
  'release.preview_revoke',
  'organization.update',
  'organization.version_restore',
  'organization.time_zone',
  'organization.draft_save',
  'organization.draft_discard',
  'organization.draft_publish',
  'organization.preview_share',
  'organization.preview_revoke',
  'about_us.update',
  'about_us.version_restore',
  'about_us.draft_save',
  'about_us.draft_discard',
  'about_us.draft_publish',
  'about_us.preview_share',
  'about_us.preview_revoke',
  'contact_submission.status',
  'contact_submission.delete',
  'contact_submission.export',
  'user.invite',
  'user.invitation_resent',
  'user.join',
  'user.update',
  'user.remove',
  'user.role_change',
  'role.create',
  'role.update',
  'role.delete',
  'backup.download',
  'trash.restore',
  'trash.delete_forever',
  'trash.purge',
  'redirect.create',
  'redirect.update',
  'redirect.delete',
  'redirect.import',
] as const;

export const AUDIT_EVENT_TYPES = [...AUTH_EVENT_TYPES, ...CONTENT_EVENT_TYPES] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

/** Whether `type` is an event type this version knows (a stored one may come from another). */
export function isAuditEventType(type: string): type is AuditEventType {
  return (AUDIT_EVENT_TYPES as readonly string[]).includes(type);
}

/** What an event type names before its dot: 'auth' or the entity changed. */
export type AuditEventGroup = AuditEventType extends `${infer Group}.${string}` ? Group : never;

export const AUDIT_EVENT_GROUPS = [
  ...new Set(AUDIT_EVENT_TYPES.map((type) => type.split('.')[0] as AuditEventGroup)),
];

/** The type filter: one event type, or a group ('service': every service event). */
export const ACTIVITY_TYPE_FILTERS = [...AUDIT_EVENT_GROUPS, ...AUDIT_EVENT_TYPES] as const;

export const activityMessages = {
  invalidType:
    "Type must be an event type such as 'service.update', or a group such as 'auth' or 'service'",
  invalidUser: 'User must be the id of a user',
} as const;

/** A query string's text: trimmed, and missing or '' as undefined. */
const optionalText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** The activity list: page, page size, and the filters type, user (an id), from and to. */
export const activityListInput = z
  .object({
    page: listQueryShape.page,
    limit: listQueryShape.limit,
    type: optionalText(activityMessages.invalidType).pipe(
      z.enum(ACTIVITY_TYPE_FILTERS, { error: activityMessages.invalidType }).optional(),
    ),
    user: optionalText(activityMessages.invalidUser).pipe(
      z.string().max(64, activityMessages.invalidUser).optional(),
    ),
    from: dateBound(contactListMessages.invalidFrom, false),
    to: dateBound(contactListMessages.invalidTo, true),
  })
  .superRefine(checkRange)
  .prefault({});

export type ActivityListQuery = z.output<typeof activityListInput>;
