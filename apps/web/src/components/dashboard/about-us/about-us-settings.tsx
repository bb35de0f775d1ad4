'use client';

import { useQuery } from '@tanstack/react-query';

import { useTRPC } from '~/trpc/react';

import { SettingsScreen } from '../settings-screen';
import { AboutUsForm } from './about-us-form';

export function AboutUsSettings() {
  const trpc = useTRPC();
  // The form starts from the draft when there is one (the working copy).
  const draft = useQuery({
    ...trpc.aboutUs.draft.queryOptions(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <SettingsScreen screen="aboutUs" query={trpc.aboutUs.get.queryOptions()}>
      {(aboutUs) =>
        draft.isPending ? null : (
          <AboutUsForm aboutUs={aboutUs} draft={draft.data ?? null} draftError={draft.isError} />
        )
      }
    </SettingsScreen>
  );
}
