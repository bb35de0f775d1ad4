import '@fontsource-variable/inter';
import './globals.css';

import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { Providers } from './providers';

export const metadata: Metadata = {
  title: { default: 'Kasar Foundation', template: '%s | Kasar Foundation' },
  description:
    'Architecture and construction: residential, commercial, renovation, infrastructure and industrial projects.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="bg-white font-sans text-ink-900 antialiased">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
