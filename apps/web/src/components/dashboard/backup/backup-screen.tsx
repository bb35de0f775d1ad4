/**
 * The Backup screen: what a backup holds, the warning that it holds password hashes and
 * personal data, and 'Download backup', a plain link the browser saves as the archive streams
 * (after 'Confirm it’s you').
 */
import { PageHeader } from '../page-header';
import { BackupDownloadLink } from './backup-download-link';

/** The route handler streaming the archive (signed-in staff only). */
export const BACKUP_DOWNLOAD_PATH = '/api/dashboard/backup';

export function BackupScreen() {
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader
        title="Backup"
        description="One file with everything the site holds: its content, staff accounts, contact submissions, the activity log and every uploaded image."
      />
      <div className="space-y-4 text-sm text-ink-700">
        <div
          role="note"
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
        >
          <p className="font-semibold">Keep this file safe.</p>
          <p className="mt-1">
            It contains the password hashes of every staff account and the personal data of everyone
            who used the contact form. Store it encrypted, where only the people who may restore the
            site can reach it, and delete old copies you no longer need.
          </p>
        </div>
        <p>
          An operator restores it on the server with <code>npm run restore -- &lt;file&gt;</code>{' '}
          into an empty database and file store; the file is signed, and a restore refuses it if it
          was altered. Sign-in sessions are not included: after a restore, everyone signs in again.
        </p>
        <BackupDownloadLink href={BACKUP_DOWNLOAD_PATH} />
      </div>
    </div>
  );
}
