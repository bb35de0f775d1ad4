'use client';

/**
 * The public site's modal dialog, on the browser's own `<dialog>`: the page behind it is inert,
 * Escape and a click outside the panel close it, Tab stays inside, page scrolling is locked while
 * it is open, and the focus goes back to the element that opened it. No dialog library ships to
 * visitors for it.
 */
import {
  useEffect,
  useId,
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
 * Whether one axis of an element scrolls (`overflow` auto or scroll, content longer than the
 * view) and can still move in the gesture's direction: `delta` below 0 towards the start, above
 * 0 towards the end, NaN not known yet (a touch gesture, which any scrollable area may take).
 */
function axisTakes(
  overflow: string,
  delta: number,
  position: number,
  viewSize: number,
  contentSize: number,
): boolean {
  if (!/auto|scroll/.test(overflow) || contentSize <= viewSize) return false;
  if (Number.isNaN(delta)) return true;
  return (delta < 0 && position > 0) || (delta > 0 && position + viewSize < contentSize - 1);
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
    const { scrollTop, clientHeight, scrollHeight, scrollLeft, clientWidth, scrollWidth } = element;
    if (
      axisTakes(style.overflowY, deltaY, scrollTop, clientHeight, scrollHeight) ||
      axisTakes(style.overflowX, deltaX, scrollLeft, clientWidth, scrollWidth)
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

/**
 * A SiteDialog for one chosen thing (a project, the image a gallery opens at): open while `item`
 * is not null, over the page dimmed by `backdropClassName`; `children` renders the content for
 * the item with the id its heading must carry.
 */
export function SiteModal<T>({
  item,
  onClose,
  backdropClassName,
  children,
}: {
  item: T | null;
  onClose: () => void;
  backdropClassName: string;
  children: (item: T, titleId: string) => ReactNode;
}) {
  const titleId = useId();
  return (
    <SiteDialog open={item !== null} onClose={onClose} labelledBy={titleId}>
      <div className={`fixed inset-0 ${backdropClassName}`} aria-hidden="true" />
      {item !== null ? children(item, titleId) : null}
    </SiteDialog>
  );
}
