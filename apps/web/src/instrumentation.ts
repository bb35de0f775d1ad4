/**
 * Runs once when a server process starts (Next.js instrumentation): starts the process's inquiry
 * mail worker, which sends the e-mails contact submissions queue, its trash purge, its runner of
 * scheduled changes (publishing a draft at its time), its count of
 * 404s and redirect hits, the HTTP server's answers to redirected addresses and to optimized
 * copies of the files the trash withholds, and turns
 * recovery codes stored before keyed hashes into keyed ones. Not while `next build` runs: the
 * build renders nothing from the database it may see.
 */
export async function register() {
  // eslint-disable-next-line no-restricted-properties -- set by Next.js itself, not configuration
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { building } = await import('~/env');
  if (building) return;
  const { startInquiryMail } = await import('~/server/inquiry-mail');
  startInquiryMail();
  const { startTrashPurgeOnce } = await import('~/server/trash-purge');
  startTrashPurgeOnce();
  const { startScheduledChangesOnce } = await import('~/server/scheduled-changes');
  startScheduledChangesOnce();
  const { startSiteTrafficOnce } = await import('~/server/site-traffic');
  startSiteTrafficOnce();
  const { startRedirectAnswers } = await import('~/server/redirects');
  startRedirectAnswers();
  const { startOptimizedImageAnswers } = await import('~/server/withheld-files');
  startOptimizedImageAnswers();
  const [{ services }, { upgradeRecoveryCodeHashes }] = await Promise.all([
    import('~/server/services'),
    import('@kasar/api/domain'),
  ]);
  upgradeRecoveryCodeHashes(services)
    .then((upgraded) => {
      if (upgraded > 0) services.log.info('recovery codes now stored keyed', { upgraded });
    })
    .catch((error: unknown) => {
      services.log.error('recovery codes could not be upgraded', { error: String(error) });
    });
}
