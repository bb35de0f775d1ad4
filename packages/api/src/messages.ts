/**
 * The API's own answers, written once: successes, not-found and refusals, and the errors of the
 * REST adapter. The forms' field messages are in @kasar/validators, one object per form.
 */
export const MESSAGES = {
  serviceCreated: 'Service created successfully',
  serviceUpdated: 'Service updated successfully',
  serviceDeleted: 'Service deleted successfully',
  serviceStatusUpdated: 'Service status updated successfully',
  serviceNotFound: 'Service not found',
  imagesUploaded: 'Images uploaded successfully!',
  projectCreated: 'Project created successfully',
  projectUpdated: 'Project updated successfully',
  projectDeleted: 'Project deleted successfully',
  projectStatusUpdated: 'Project status updated successfully',
  projectNotFound: 'Project not found',
  bannerCreated: 'Banner created successfully',
  bannerUpdated: 'Banner updated successfully',
  bannerDeleted: 'Banner deleted successfully',
  bannerStatusUpdated: 'Banner status updated successfully',
  bannerNotFound: 'Banner not found',
  imageDeleted: 'Image deleted successfully',
  imageUpdated: 'Image updated successfully',
  imageStatusUpdated: 'Image status updated successfully',
  imageNotFound: 'Image not found',
  bannersReordered: 'Banner order saved',
  servicesReordered: 'Service order saved',
  projectsReordered: 'Project order saved',
  imagesReordered: 'Image order saved',
  projectFeatured: 'Project featured on the home page',
  projectUnfeatured: 'Project no longer featured',
  contactSubmitted: "Thank you for contacting us! We'll get back to you soon.",
  contactDeleted: 'Contact submission deleted successfully',
  contactNotFound: 'Contact submission not found',
  contactStatusUpdated: 'Contact submission status updated successfully',
  contactsDeleted: 'Contact submissions deleted successfully',
  trashItemNotFound: 'Trash item not found',
  /** A bulk restore named items that are not in the trash (restored or deleted meanwhile). */
  trashItemsNotFound: (ids: string[]) =>
    `Not in the trash: ${ids.map((id) => `“${id}”`).join(', ')}. Nothing was restored.`,
  trashRestored: 'Restored from the trash',
  trashItemsRestored: 'Restored from the trash',
  trashDeletedForever: 'Deleted for ever',
  trashItemsDeletedForever: 'Deleted for ever',
  /** A project's service (or an image's project) is in the trash: restore it first, or both. */
  trashParentInTrash: (parent: string, label: string, item: string) =>
    `The ${parent} “${label}” of this ${item} is in the trash. Restore both, or restore the ${parent} first.`,
  /** A project's service (or an image's project) was deleted for ever. */
  trashParentGone: (parent: string, item: string) =>
    `The ${parent} of this ${item} was deleted for ever, so the ${item} cannot be restored.`,
  trashSlugTaken: (slug: string, holder: string, suggestion: string) =>
    `The slug “${slug}” is used by the service “${holder}” now. Restore this service with another slug, such as “${suggestion}”.`,
  trashFeaturedNotKept: (title: string, featured: number) =>
    `“${title}” is back but no longer featured: ${featured} projects are featured already.`,
  redirectCreated: 'Redirect added',
  redirectUpdated: 'Redirect updated',
  redirectDeleted: 'Redirect deleted',
  redirectNotFound: 'Redirect not found',
  redirectsImported: 'Redirects imported',
  /** A service's page now answers at an address a redirect led away from: the redirect went. */
  redirectDroppedForPage: (path: string) =>
    `The redirect from ${path} was removed: this service's page is at that address now.`,
  organizationUpdated: 'Organization settings updated successfully!',
  aboutUsUpdated: 'About us updated successfully',
  versionNotFound: 'Version not found',
  /** A snapshot in the trash or the version history that this site cannot read back. */
  snapshotUnreadable: (what: string) =>
    `The saved copy of ${what} cannot be read back (it was changed, or comes from a newer version of the site), so it was not restored.`,
  versionRestored: 'Version restored',
  /** A restored version's image whose file is gone: the rest is restored, the image is not. */
  versionImageMissing: (field: string) =>
    `Version restored without its ${field}: the file is no longer stored, so the current one stays.`,
  /** A save of a form loaded before someone else's save (409). */
  staleSave: (who: string, time: string) => `Changed by ${who} at ${time} — reload to see it.`,
  someoneElse: 'someone else',
  /** Drafts of live content (domain/drafts.ts). */
  draftSaved: 'Draft saved — not public yet',
  draftDiscarded: 'Draft discarded',
  draftPublished: 'Draft published',
  draftNotFound: 'There is no draft to publish or discard',
  /** Shown on an item that has a draft: who saved it last, at what time. */
  draftNotice: (who: string, time: string) => `Draft saved by ${who} at ${time} — not public`,
  draftSubmitted: 'Draft submitted for review',
  changesRequested: 'Changes requested: the author sees your comment',
  /** On an item whose draft waits in the Review queue. */
  reviewPending: (who: string, time: string) => `Submitted for review by ${who} at ${time}`,
  /** On an item whose reviewer asked for changes. */
  reviewChanges: (who: string, time: string) => `Changes requested by ${who} at ${time}:`,
  /** Scheduled changes (domain/schedules). */
  scheduled: 'Change scheduled',
  scheduleCancelled: 'Schedule cancelled',
  scheduleNotFound: 'There is no scheduled change to cancel',
  scheduleNeedsDraft: 'There is no draft to schedule: save a draft first',
  scheduleAlreadyEnabled: 'It is already enabled: schedule disable, or publish a draft',
  scheduleAlreadyDisabled: 'It is already disabled: schedule enable instead',
  timeZoneSaved: 'Time zone saved',
  /** Releases (domain/releases). */
  releaseNotFound: 'Release not found',
  releaseCreated: 'Release created',
  releaseSaved: 'Release saved',
  releaseDeleted: 'Release deleted',
  releaseItemAdded: 'Added to the release',
  releaseItemRemoved: 'Removed from the release',
  releaseItemNotFound: 'That item is not in the release',
  releasePhotoNoDraft: 'A photo has no draft: enable or disable it',
  releasePublished: 'Release published',
  releaseScheduled: 'Release scheduled',
  releaseScheduleCancelled: 'Release schedule cancelled',
  releaseReverted: 'Release reverted: every item is back to what it was before',
  releaseEmpty: 'The release has no items: add a draft or a change first',
  releaseClosed: 'The release was published already: revert it, or make a new one',
  releaseNotPublished: 'Only a published release can be reverted',
  releaseNotScheduled: 'The release is not scheduled',
  releasePublishedNoDelete: 'A published release stays in the history: revert it instead',
  /** The item is in another release still to be published. */
  releaseItemElsewhere: (release: string) =>
    `It is already in the release "${release}": remove it there first`,
  /** Why nothing of a release was made: the item, and the rule it broke. */
  releaseItemFailed: (noun: string, label: string, reason: string) =>
    `Nothing was published: the ${noun} "${label}" could not be: ${reason}`,
  releaseRevertFailed: (noun: string, label: string, reason: string) =>
    `Nothing was reverted: the ${noun} "${label}" could not be put back: ${reason}`,
  /** Preview links (domain/preview-links.ts). */
  previewShared: 'Preview link made: copy it now, it is shown once',
  previewLinkRevoked: 'Preview link revoked',
  previewLinkNotFound: 'There is no such preview link, or it was revoked already',
  previewNothingToShow: 'There is nothing to preview: it is live and has no draft',
  previewLinkClosed:
    'This preview link has expired or was revoked. Ask whoever shared it for a new one.',
  /** On an item with a change scheduled: what happens, when (in the firm time zone), by whom. */
  scheduleNotice: (what: string, when: string, who: string) =>
    `${what} on ${when} — scheduled by ${who}`,
  /** On an item whose scheduled change could not be made. */
  scheduleFailedNotice: (what: string, when: string, why: string) =>
    `The change scheduled for ${when} (${what}) could not be made: ${why}`,
  userNotFound: 'User not found',
  invitationSent: 'Invitation sent',
  invitationResent: 'Invitation sent again',
  invitationCancelled: 'Invitation cancelled',
  invitationMailFailed:
    'The invitation was saved, but its e-mail could not be sent. Try sending it again.',
  userRemoved: 'User removed successfully',
  ownNameUpdated: 'Your name was updated',
  cannotRemoveSelf: 'You cannot remove yourself',
  cannotRemoveLastUser: 'The last user who can sign in cannot be removed',
  alreadyJoined: 'This user has already joined',
  invitationAccepted: 'Your password is set. You can now sign in.',
  invitationInvalid:
    'This invitation link is invalid, has expired or has already been used. Ask a colleague to send you a new one.',
  loginSucceeded: 'Login successful',
  loginFailed: 'Invalid email or password',
  loggedOut: 'Logged out successfully',
  resetRequested: 'Password reset instructions sent to your email',
  resetSucceeded: 'Password reset successful. You can now sign in with your new password.',
  passwordChanged: 'Password changed. Your other sessions have been signed out.',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  noAccountWithEmail: 'No account has this e-mail address.',
  developmentPasswordRefused:
    'This is the development password, which anyone can read in the code. Choose another.',
  authenticationRequired: 'Authentication required. Please sign in.',
  tokenInvalid: 'Your token is invalid or has expired. Please sign in again.',
  /** The first sentence of a 429 unless its limit names another (see tryAgainIn). */
  tooManyAttempts: 'Too many attempts.',
  tooManySignInsFromNetwork: 'Too many failed sign-ins from your network.',
  tooManySignInsForAccount: 'Too many failed sign-ins for this account.',
  /** The second sentence of a 429. */
  tryAgainIn: (minutes: number) => `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  crossSiteRefused:
    'Cross-site request refused: this address accepts changes only from pages of this site',
  /** Every 500: what went wrong is logged, never sent. */
  somethingWentWrong: 'Something went wrong. Please try again later.',
  /** A 503 while the database cannot be reached: worth trying again shortly. */
  brieflyUnavailable: 'The site is briefly unavailable. Please try again in a minute.',
  /** A 507: a file could not be written for want of space where uploads are kept. */
  storageFull:
    "The file could not be saved: the site's file storage is full. Nothing was changed; please tell the site's administrator.",
  validationFailed: 'Validation failed',
  noRoute: (method: string, path: string) => `No API route ${method} ${path}`,
  methodNotAllowed: (method: string, path: string) => `${method} is not allowed on ${path}`,
  /** A body over its cap, the cap in whole MB or KB (both endpoints, /api/trpc and /api/v1). */
  bodyTooLarge: (maxBytes: number) =>
    `The request body must be smaller than ${
      maxBytes >= 1024 * 1024
        ? `${Math.floor(maxBytes / (1024 * 1024))}MB`
        : `${Math.floor(maxBytes / 1024)}KB`
    }`,
  bodyNotJson: 'The request body is not valid JSON',
  bodyNotObject: 'The request body must be a JSON object',
  bodyNotForm: 'The request body is not a valid form',
  bodyTypeMultipart: 'Send the body as multipart/form-data or application/json',
  bodyTypeJson: 'Send the body as application/json',
  // Passkeys and sessions (the Security screen).
  passkeyAdded: 'Passkey added',
  passkeyRenamed: 'Passkey renamed',
  passkeyRemoved: 'Passkey removed',
  passkeyNotFound: 'Passkey not found',
  passkeyNotVerified:
    'The passkey could not be verified, or its request expired. Please try again.',
  passkeyAlreadyAdded: 'This passkey is already added',
  passkeySignInFailed: 'This passkey is not recognised. Please sign in with your password.',
  // Authenticator codes (two-factor sign-in).
  secondFactorRequired:
    'Enter the code from your authenticator app, or a recovery code, to finish signing in',
  secondFactorPasskeyRequired: 'Use your passkey to finish signing in',
  secondFactorWrong: 'This code is not right, or was already used. Please try again.',
  signInChallengeInvalid: 'This sign-in has expired. Please sign in with your password again.',
  secondStepNoPasskey: 'This account has no passkey. Please enter a code instead.',
  secondStepPasskeyFailed: 'This passkey is not one of this account’s. Please try again.',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on',
  twoFactorNotStarted: 'Start setting up two-factor sign-in first',
  twoFactorOff: 'Two-factor sign-in is not on',
  twoFactorEnabled: 'Two-factor sign-in is on',
  twoFactorDisabled: 'Two-factor sign-in is off',
  twoFactorReset: 'Two-factor sign-in was reset',
  cannotResetOwnTwoFactor:
    'You cannot reset your own two-factor sign-in: turn it off on the Security screen',
  twoFactorKeyMissing: 'AUTH_SECRET is needed to encrypt two-factor secrets',
  // Confirming who one is before an action that mints access or exposes secrets (sudo mode).
  freshProofRequired:
    'Please confirm it’s you to continue: enter your password, a code from your authenticator app, or use a passkey.',
  identityConfirmed: 'Thank you. You can go on for the next 10 minutes without confirming again.',
  secondFactorSetUpRequired:
    'Your organization requires two-factor sign-in. Set up an authenticator app or add a passkey to continue.',
  passkeyUserNotVerified:
    'This passkey did not check that it is you (a PIN, fingerprint or face). Please try again.',
  tooManyWrongCodesForAccount: 'Too many wrong codes for this account.',
  sessionEnded: 'Session ended',
  otherSessionsEnded: 'Every other session and token ended',
  sessionNotFound: 'Session not found',
  backupSigningKeyMissing: 'AUTH_SECRET is needed to sign backups',
  // Roles and permissions (docs/roles.md).
  permissionDenied: (role: string, action: string) =>
    `Your role (${role}) does not allow you to ${action}.`,
  roleNotFound: 'Role not found',
  roleChanged: 'Role changed',
  roleCreated: 'Role created',
  roleUpdated: 'Role updated',
  roleDeleted: 'Role deleted',
  roleNameTaken: 'A role with this name already exists',
  roleInUse: (count: number) =>
    `This role is given to ${count} ${count === 1 ? 'person' : 'people'}: give them another role first.`,
  presetRoleFixed: 'A preset role cannot be changed: copy it to make a role of your own',
  lastOwner: 'At least one Owner must remain: make someone else an Owner first',
  ownersOnly: 'Only an Owner can change, remove or reset an Owner, or make someone an Owner',
  cannotChangeOwnRole: 'You cannot change your own role: ask another Owner',
  outOfServiceScope: (role: string) =>
    `Your role (${role}) is limited to other services: this item is not one of them.`,
  unknownService: (id: string) => `Unknown service: ${id}`,
  viewingAsReadOnly: (role: string) =>
    `You are viewing the dashboard as ${role}: it is read-only. Stop viewing as ${role} to make changes.`,
  viewAsStarted: (role: string) => `Viewing the dashboard as ${role}`,
  viewAsStopped: 'Back to your own role',
  viewAsSessionOnly: 'View as role works in the dashboard only',
} as const;
