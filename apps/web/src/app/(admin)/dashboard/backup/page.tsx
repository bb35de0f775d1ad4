import type { Metadata } from 'next';

import { BackupScreen } from '~/components/dashboard/backup/backup-screen';

export const metadata: Metadata = { title: 'Backup' };

export default function BackupPage() {
  return <BackupScreen />;
}
