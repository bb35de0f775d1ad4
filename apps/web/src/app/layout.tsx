import type { ReactNode } from 'react';

import { Document, documentMetadata, documentViewport } from './document';

export const metadata = documentMetadata;
export const viewport = documentViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  return <Document>{children}</Document>;
}
