/** How many days deleted items stay in the trash when TRASH_RETENTION_DAYS is unset. */
export const DEFAULT_TRASH_RETENTION_DAYS = 30;
