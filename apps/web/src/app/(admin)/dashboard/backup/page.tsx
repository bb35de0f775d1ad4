import type { Metadata } from 'next';

import { BackupScreen } from '~/components/dashboard/backup/backup-screen';
import { forbiddenUnless } from '~/server/dashboard-access';

export const metadata: Metadata = { title: 'Backup' };

export default async function BackupPage() {
  const forbidden = await forbiddenUnless('backups.export');
  if (forbidden) return forbidden;
  return <BackupScreen />;
}
