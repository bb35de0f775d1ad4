/** The token of a page an e-mail links to (password reset, invitation). */
import { redirect } from 'next/navigation';

import { LOGIN_PATH } from '~/components/dashboard/auth-paths';

export interface LinkPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The link's `token` (the first, when given twice); without one the page sends to the sign-in. */
export async function linkToken({ searchParams }: LinkPageProps): Promise<string> {
  const { token } = await searchParams;
  const value = Array.isArray(token) ? token[0] : token;
  if (!value) redirect(LOGIN_PATH);
  return value;
}
