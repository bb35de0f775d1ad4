/** Scheduled changes of services, projects and banners, and the firm time zone (docs/publishing.md). */
export {
  completeScheduledChange,
  LATE_AFTER_MS,
  SCHEDULED_CHANGES_CHANNEL,
  ScheduledClaimLost,
  type ScheduledClaim,
} from './claim';
export {
  DEFAULT_SCHEDULE_LEASE_MS,
  makeDueChanges,
  untilNextDue,
  type DueChangesResult,
} from './run-due';
export {
  cancelScheduledChange,
  itemSchedule,
  listScheduledChanges,
  scheduleChange,
  SCHEDULED_ENTITIES,
  type ItemScheduleView,
  type ScheduledEntity,
  type ScheduleView,
} from './schedule';
export {
  firmTimeZone,
  formatInTimeZone,
  getTimeZone,
  instantOf,
  serverTimeZone,
  setTimeZone,
  utcOffsetOf,
  type TimeZoneView,
} from './time-zone';
