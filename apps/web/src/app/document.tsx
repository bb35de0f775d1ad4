/**
 * What every page document shares: fonts, the document's own rules, metadata defaults and the
 * html/body frame. Used by the root layout and by the global 404 page, which renders without it.
 * Tailwind's styles come with each route group's layout: site.css for the public site (and the
 * 404 page), globals.css for the staff pages.
 */
import '@fontsource-variable/inter';
import '@fontsource-variable/montserrat';
// After fontsource's faces, so the small core files are tried first (see core-fonts.css).
import './core-fonts.css';
import './document.css';

import { apiEnv } from '@kasar/api/env';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';

import { CORE_FONT_URLS } from './core-font-files';

export const documentMetadata: Metadata = {
  metadataBase: new URL(apiEnv.appUrl),
  title: { default: 'Kasar Foundation', template: '%s | Kasar Foundation' },
  description:
    'Architecture and construction: residential, commercial, renovation, infrastructure and industrial projects.',
  applicationName: 'Kasar Foundation',
  robots: { index: true, follow: true },
  icons: {
    icon: { url: '/images/brand/icon.svg', type: 'image/svg+xml' },
    apple: '/images/brand/apple-icon.png',
  },
};

export const documentViewport: Viewport = {
  themeColor: '#0f172a',
};

export function Document({ children }: { children: ReactNode }) {
  // Fetched alongside the stylesheet rather than once layout finds text that needs them.
  for (const href of CORE_FONT_URLS) {
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
  return (
    <html lang="en">
      <body className="bg-white font-sans text-ink-900 antialiased">{children}</body>
    </html>
  );
}
