'use client';

/** Shares the service page's lightbox: any trigger on the page opens it at its image. */
import { createContext, useContext, useState, type ReactNode } from 'react';

import { Lightbox } from './lightbox';

const OpenLightbox = createContext<(index: number) => void>(() => undefined);

export function useOpenLightbox() {
  return useContext(OpenLightbox);
}

export function LightboxProvider({
  images,
  alts,
  title,
  children,
}: {
  images: string[];
  alts?: (string | null)[];
  title: string;
  children: ReactNode;
}) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  return (
    <OpenLightbox.Provider value={setOpenAt}>
      {children}
      <Lightbox
        images={images}
        alts={alts}
        title={title}
        openAt={openAt}
        onClose={() => setOpenAt(null)}
      />
    </OpenLightbox.Provider>
  );
}
