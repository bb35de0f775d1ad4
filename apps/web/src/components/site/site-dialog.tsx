'use client';

/**
 * The public site's modal dialog, on the browser's own `<dialog>`: the page behind it is inert,
 * Escape and a click outside the panel close it, Tab stays inside, page scrolling is locked while
 * it is open, and the focus goes back to the element that opened it. No dialog library ships to
 * visitors for it.
 */
import {
  useEffect,
  useRef,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';

/** Marks the part of the dialog that a click does not close (everything else is "outside"). */
const PANEL_ATTRIBUTE = 'data-dialog-panel';

/** The dialog's content box: clicks inside it never close the dialog. */
export function DialogPanel(props: ComponentProps<'div'>) {
  return <div {...props} {...{ [PANEL_ATTRIBUTE]: '' }} />;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * Whether a scroll gesture at `target` can move something inside the dialog (a long modal, the
 * thumbnail strip) in the gesture's direction; only then does the dialog let it through.
 */
function scrollsInside(target: EventTarget | null, dialog: HTMLElement, event: Event): boolean {
  const { deltaX, deltaY } =
    event instanceof WheelEvent ? event : { deltaX: Number.NaN, deltaY: Number.NaN };
  for (
    let element = target instanceof Element ? target : null;
    element && element !== dialog.parentElement;
    element = element.parentElement
  ) {
    const style = getComputedStyle(element);
    const scrollsY =
      /auto|scroll/.test(style.overflowY) && element.scrollHeight > element.clientHeight;
    const scrollsX =
      /auto|scroll/.test(style.overflowX) && element.scrollWidth > element.clientWidth;
    // A touch gesture's direction is not known yet: any scrollable area may take it.
    if (Number.isNaN(deltaY) && (scrollsY || scrollsX)) return true;
    if (scrollsY && deltaY < 0 && element.scrollTop > 0) return true;
    if (
      scrollsY &&
      deltaY > 0 &&
      element.scrollTop + element.clientHeight < element.scrollHeight - 1
    )
      return true;
    if (scrollsX && deltaX < 0 && element.scrollLeft > 0) return true;
    if (
      scrollsX &&
      deltaX > 0 &&
      element.scrollLeft + element.clientWidth < element.scrollWidth - 1
    )
      return true;
  }
  return false;
}

/** Keeps Tab and Shift+Tab cycling through the dialog instead of leaving it for the browser UI. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = focusableIn(event.currentTarget);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const inside = active instanceof Node && event.currentTarget.contains(active);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

export function SiteDialog({
  open,
  onClose,
  labelledBy,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The id of the heading that names the dialog. */
  labelledBy: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const previous = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    // Hiding the scrollbar would widen the page behind: keep its width as padding.
    const scrollbarWidth = window.innerWidth - root.clientWidth;
    root.style.overflow = 'hidden';
    if (scrollbarWidth > 0) root.style.paddingRight = `${scrollbarWidth}px`;
    // A scroll still animating when the dialog opens (a wheel turn, a smooth scroll) would go on
    // moving the page behind it: stop it where it is.
    window.scrollTo({ top: window.scrollY, left: window.scrollX, behavior: 'instant' });
    // `overflow: hidden` alone does not stop every wheel, trackpad or touch gesture from reaching
    // the page (scroll chaining, touch scrolling): a gesture nothing in the dialog can take is
    // cancelled here.
    const holdPage = (event: Event) => {
      if (!scrollsInside(event.target, dialog, event)) event.preventDefault();
    };
    dialog.addEventListener('wheel', holdPage, { passive: false });
    dialog.addEventListener('touchmove', holdPage, { passive: false });
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.removeEventListener('wheel', holdPage);
      dialog.removeEventListener('touchmove', holdPage);
      root.style.overflow = previous.overflow;
      root.style.paddingRight = previous.paddingRight;
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open]);

  const closeOnOutsideClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target;
    if (target instanceof Element && !target.closest(`[${PANEL_ATTRIBUTE}]`)) onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      // Escape: let React's state close the dialog, so the two never disagree.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The browser may also close it by itself (a repeated Escape without user activation).
      onClose={() => {
        if (open) onClose();
      }}
      onClick={closeOnOutsideClick}
      onKeyDown={trapTab}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-hidden bg-transparent p-0 text-ink-900 backdrop:bg-transparent"
    >
      {open ? children : null}
    </dialog>
  );
}
