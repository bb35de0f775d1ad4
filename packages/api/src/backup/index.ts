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
  type ArchiveCheck,
  type CheckedArchive,
  type RestoreOptions,
  type RestoreSummary,
  type RestoreTarget,
} from './restore';
export {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_ENTRY,
  MAX_MANIFEST_BYTES,
  SIGNATURE_ENTRY,
  type BackupManifest,
  type ManifestSignature,
} from './manifest';
export { backupSigningKeyFrom } from './signing';
export { EXCLUDED_TABLES, ROW_FILTERS } from './tables';
