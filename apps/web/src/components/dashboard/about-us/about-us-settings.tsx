'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { PageHeader } from '../page-header';
import { SettingsFetchError, SettingsLoading } from '../settings-states';
import { AboutUsForm } from './about-us-form';

const LOAD_FAILED = 'Failed to load about us data';

export function AboutUsSettings() {
  const trpc = useTRPC();
  const aboutUs = useQuery({
    ...trpc.aboutUs.get.queryOptions(),
    // The form keeps its own state once loaded; a refetch must not reset it.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const failed = aboutUs.isError;
  useEffect(() => {
    if (failed) toast.error(LOAD_FAILED);
  }, [failed]);
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title="About Us Content"
        description="The founder profile and company statistics of the About Us page."
      />
      {aboutUs.isPending ? <SettingsLoading label="Loading about us content" /> : null}
      {failed ? <SettingsFetchError message="Failed to fetch about us data" /> : null}
      {aboutUs.data ? <AboutUsForm aboutUs={aboutUs.data} /> : null}
    </div>
  );
}
