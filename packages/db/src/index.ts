/** The data layer: Prisma client factory, generated types, migrations and the embedded server. */
export {
  createPrismaClient,
  isPoolClient,
  type ContactSubmissionRow,
  type Database,
  type Db,
} from './client';
export { Prisma } from './generated/prisma/client';
export type {
  AboutUs,
  AboutUsStat,
  AuthToken,
  Banner,
  ContactSubmission,
  ContentVersion,
  InquiryMail,
  Organization,
  PasswordResetToken,
  PreviewLink,
  Project,
  ProjectImage,
  AuditEvent,
  NotFoundPath,
  RateLimitEvent,
  Redirect,
  Release,
  ReleaseItem,
  ScheduledChange,
  Service,
  ServiceFeature,
  TrashItem,
  User,
} from './generated/prisma/client';
export {
  AuthTokenKind,
  ContactStatus,
  InquiryMailKind,
  InquiryMailStatus,
  PasswordTokenKind,
  ReleaseEntity,
  ReleaseStatus,
  ScheduledAction,
  ScheduledStatus,
  TrashKind,
  VersionEntity,
  WebAuthnChallengePurpose,
} from './generated/prisma/enums';
export { listenForNotifications, type NotificationListener } from './listen';
