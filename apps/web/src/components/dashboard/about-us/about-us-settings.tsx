'use client';

import { useTRPC } from '~/trpc/react';

import { SettingsScreen } from '../settings-screen';
import { AboutUsForm } from './about-us-form';

export function AboutUsSettings() {
  const trpc = useTRPC();
  return (
    <SettingsScreen screen="aboutUs" query={trpc.aboutUs.get.queryOptions()}>
      {(aboutUs) => <AboutUsForm aboutUs={aboutUs} />}
    </SettingsScreen>
  );
}
