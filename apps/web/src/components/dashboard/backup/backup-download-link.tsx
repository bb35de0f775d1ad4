'use client';

/**
 * 'Download backup': a plain link the browser saves as the archive streams, followed only after
 * a fresh proof of who is asking ('Confirm it’s you'): the archive holds every password hash and
 * every visitor's inquiry, and the server refuses it to a session alone.
 */
import { buttonClasses } from '@kasar/ui';
import { Download } from 'lucide-react';
import { useRef, type MouseEvent } from 'react';

import { useConfirmIdentity } from '../security/confirm-identity';

export function BackupDownloadLink({ href }: { href: string }) {
  const confirmThen = useConfirmIdentity();
  const link = useRef<HTMLAnchorElement>(null);
  /** Set for the one click made after the proof, which the browser then follows. */
  const proved = useRef(false);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (proved.current) {
      proved.current = false;
      return;
    }
    event.preventDefault();
    void confirmThen(() => {
      proved.current = true;
      link.current?.click();
    });
  };

  return (
    <a
      ref={link}
      href={href}
      download
      onClick={onClick}
      className={`${buttonClasses('primary')} min-h-11 gap-2`}
    >
      <Download size={16} aria-hidden />
      Download backup
    </a>
  );
}
