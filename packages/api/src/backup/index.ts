/** Backups: one archive of the database's rows and the stored files, and restoring one. */
export {
  backupFileName,
  createBackup,
  PART_BYTES,
  type Backup,
  type BackupSource,
  type BackupSummary,
} from './write';
export {
  checkArchive,
  restoreBackup,
  RestoreError,
  type RestoreOptions,
  type RestoreSummary,
  type RestoreTarget,
} from './restore';
export {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_ENTRY,
  type BackupManifest,
} from './manifest';
export { EXCLUDED_TABLES, ROW_FILTERS } from './tables';
