'use client';

/**
 * A settings screen (organization, about us): its header, then the loading or fetch-error state,
 * then the form with the loaded data. The form keeps its own state once loaded, so the data is
 * never fetched again behind it (a refetch must not reset what the user is typing).
 */
import type { Permission } from '@kasar/api/permissions';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import toast from 'react-hot-toast';

import { PageHeader } from './page-header';
import { useCan } from './permissions';
import { SettingsFetchError, SettingsLoading } from './settings-states';

/** The texts of each settings screen. */
const SCREENS = {
  aboutUs: {
    title: 'About Us Content',
    description: 'The founder profile and company statistics of the About Us page.',
    loading: 'Loading about us content',
    fetchFailed: 'Failed to fetch about us data',
    // This screen also says so in a toast.
    loadFailedToast: 'Failed to load about us data',
    editPermission: 'about_us.edit',
  },
  organization: {
    title: 'Organization Settings',
    description: 'Contact details, logo and social links shown across the website.',
    loading: 'Loading organization settings',
    fetchFailed: 'Failed to load organization data',
    editPermission: 'organization.edit',
  },
} satisfies Record<string, ScreenText>;

interface ScreenText {
  title: string;
  description: string;
  loading: string;
  /** The text in place of the form when the data cannot be fetched. */
  fetchFailed: string;
  loadFailedToast?: string;
  /** The right that changes these settings; without it the form is shown read-only. */
  editPermission: Permission;
}

export function SettingsScreen<TQueryFnData, TError, TData, TQueryKey extends QueryKey>({
  screen,
  query,
  children,
}: {
  screen: keyof typeof SCREENS;
  query: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>;
  /** The form, given the loaded data. */
  children: (data: TData) => ReactNode;
}) {
  const text: ScreenText = SCREENS[screen];
  const mayEdit = useCan(text.editPermission);
  const settings = useQuery({ ...query, staleTime: Number.POSITIVE_INFINITY });
  const failed = settings.isError;
  useEffect(() => {
    if (failed && text.loadFailedToast) toast.error(text.loadFailedToast);
  }, [failed, text]);
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={text.title} description={text.description} />
      {settings.isPending ? <SettingsLoading label={text.loading} /> : null}
      {failed ? <SettingsFetchError message={text.fetchFailed} /> : null}
      {!mayEdit ? (
        <p className="mb-4 text-sm text-ink-700">
          Your role may read these settings, not change them.
        </p>
      ) : null}
      {/* A disabled fieldset disables every field and button of the form inside it. */}
      <fieldset disabled={!mayEdit} className="contents">
        {settings.data ? children(settings.data) : null}
      </fieldset>
    </div>
  );
}
