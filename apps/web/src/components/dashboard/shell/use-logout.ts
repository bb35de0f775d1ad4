'use client';

import { useQueryClient } from '@tanstack/react-query';
import { signOut } from 'next-auth/react';
import { useCallback } from 'react';

import { LOGIN_PATH } from '../auth-paths';

/** Ends the session (the server revokes its token) and goes to /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await signOut({ redirect: false });
    queryClient.clear();
    window.location.replace(LOGIN_PATH);
  }, [queryClient]);
}
