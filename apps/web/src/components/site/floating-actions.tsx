'use client';

/**
 * The floating buttons: back to top after 300 px of scrolling, and a WhatsApp chat with the
 * organization's phone (never on dashboard or login pages).
 */
import { usePathname } from 'next/navigation';

import { SocialIcon } from './social-icon';
import { useScrolledPast } from './use-scrolled-past';
import { IconButton } from './icons/icon';

const SCROLL_TOP_AFTER_PX = 300;

function scrollToTop() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

export function FloatingActions({ phone }: { phone: string | null }) {
  const pathname = usePathname();
  const scrolled = useScrolledPast(SCROLL_TOP_AFTER_PX);
  const digits = phone?.replace(/\D/g, '') ?? '';
  const showChat =
    digits.length > 0 && !pathname.startsWith('/dashboard') && !pathname.startsWith('/login');
  return (
    <div className="fixed right-4 bottom-4 z-30 flex flex-col items-center gap-3 sm:right-6 sm:bottom-6">
      {scrolled ? (
        <IconButton
          icon="arrow-up"
          label="Scroll to top"
          onClick={scrollToTop}
          className="inline-flex size-12 items-center justify-center rounded-full bg-ink-900 text-white shadow-lg transition-colors hover:bg-ink-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          iconClassName="size-5"
        />
      ) : null}
      {showChat ? (
        <a
          href={`https://wa.me/${digits}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Chat with us on WhatsApp (opens in a new tab)"
          className="inline-flex size-14 items-center justify-center rounded-full bg-[#128c4a] text-white shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#128c4a] motion-reduce:transition-none"
        >
          <SocialIcon network="whatsapp" className="size-7" />
        </a>
      ) : null}
    </div>
  );
}
