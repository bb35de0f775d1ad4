/** The dashboard's list pages, where forms return after saving. */
export const SERVICES_PATH = '/dashboard/services';
export const PROJECTS_PATH = '/dashboard/projects/all';
export const BANNERS_PATH = '/dashboard/banners/all';
export const GALLERY_PATH = '/dashboard/gallery/all';
export const CONTACTS_PATH = '/dashboard/contacts';
export const TEAM_PATH = '/dashboard/team';
export const ROLES_PATH = '/dashboard/roles';
export const ACTIVITY_PATH = '/dashboard/activity';
export const REVIEW_PATH = '/dashboard/review';
export const BACKUP_PATH = '/dashboard/backup';
export const TRASH_PATH = '/dashboard/trash';
export const REDIRECTS_PATH = '/dashboard/redirects';
export const NOT_FOUND_LOG_PATH = '/dashboard/not-found-log';
/** The signed-in user's own password. */
export const CHANGE_PASSWORD_PATH = '/dashboard/change-password';
/** The signed-in user's passkeys, sessions and tokens. */
export const SECURITY_PATH = '/dashboard/security';
