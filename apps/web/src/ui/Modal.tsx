import * as Dialog from '@radix-ui/react-dialog';
import { createContext, type ReactNode, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';

/** True inside a Modal's body: a DialogFooter sticks to the bottom only there (FormActions also ends pages). */
const InDialog = createContext(false);

/** The part of the screen the user sees: the visual viewport shrinks when the on-screen keyboard opens. */
function useVisibleArea(open: boolean) {
  const [area, setArea] = useState<{ top: number; height: number } | null>(null);
  useEffect(() => {
    const vv = window.visualViewport;
    if (!open || !vv) return;
    const update = () => setArea({ top: vv.offsetTop, height: vv.height });
    update();
    vv.addEventListener('resize', update);
    vv.addEventListener('scroll', update);
    return () => {
      vv.removeEventListener('resize', update);
      vv.removeEventListener('scroll', update);
    };
  }, [open]);
  return area;
}

/**
 * Accessible modal on Radix Dialog: focus trap, Escape to close, labelled by its title. The title row
 * stays put and the body scrolls, so a tall form on a phone keeps its title and close button; its
 * DialogFooter (the action row) sticks to the bottom of the body. The dialog is placed in the visual
 * viewport, so an open on-screen keyboard does not cover its lower half.
 */
export function Modal({
  open,
  onClose,
  title,
  testId,
  wide,
  dismissible = true,
  stacked = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  wide?: boolean;
  /** false: no close button, Escape and outside clicks do nothing (a step the user must finish). */
  dismissible?: boolean;
  /** Opens above another open modal (a warning over a form): its own dimmed layer on top. */
  stacked?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const area = useVisibleArea(open);
  const body = useRef<HTMLDivElement>(null);
  // The keyboard opening shrinks the dialog: the field being typed in is brought back above the footer.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (area && active instanceof HTMLElement && body.current?.contains(active) && active.matches(EDITABLE))
      active.scrollIntoView({ block: 'nearest' });
  }, [area]);
  const place = area ? { top: area.top + area.height / 2, maxHeight: area.height * 0.92 } : undefined;
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && dismissible && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={`fixed inset-0 bg-black/60 ${stacked ? 'z-[60]' : 'z-40'}`} />
        <Dialog.Content
          data-testid={testId}
          aria-describedby={undefined}
          style={place}
          className={`fixed left-1/2 top-1/2 ${stacked ? 'z-[70]' : 'z-50'} flex max-h-[92dvh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-2xl ${wide ? 'max-w-3xl' : 'max-w-md'}`}
        >
          <div className="flex shrink-0 items-center justify-between gap-4 px-5 pb-3 pt-5 sm:px-6 sm:pt-6">
            <Dialog.Title className="min-w-0 break-words text-lg font-bold text-fg">{title}</Dialog.Title>
            {dismissible && (
              <Dialog.Close
                className="shrink-0 rounded-full p-1.5 text-muted outline-none hover:bg-surface-2 hover:text-fg focus-visible:ring-2 focus-visible:ring-gold"
                aria-label={t('common.close')}
              >
                <CloseIcon />
              </Dialog.Close>
            )}
          </div>
          <div
            ref={body}
            data-dialog-body
            // scroll-padding: a field focused by a failed submit (or the keyboard) lands above the sticky
            // footer, not under it; scroll-margin keeps its label and message in view with it.
            className="min-h-0 flex-auto overflow-y-auto overscroll-contain px-5 pb-5 pt-1 [scroll-padding-bottom:var(--dialog-footer-h,0px)] sm:px-6 sm:pb-6 [&_:is(input,select,textarea)]:scroll-my-8"
          >
            <InDialog.Provider value={true}>{children}</InDialog.Provider>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const EDITABLE = 'input:not([type=checkbox]):not([type=radio]):not([type=button]), textarea, select';

/**
 * A dialog's action row (the form's message, then its buttons): inside a Modal it sticks to the bottom
 * of the scrolling body, on the dialog's surface, so Save/Submit is on screen however tall the form.
 * Elsewhere (a page) it renders its children as they are. `className`: a margin where the parent has no gap. Its height is handed to the body as scroll padding.
 */
export function DialogFooter({ children, className = '' }: { children: ReactNode; className?: string }) {
  const inDialog = useContext(InDialog);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    const scroller = el?.closest<HTMLElement>('[data-dialog-body]');
    if (!el || !scroller) return;
    const observer = new ResizeObserver(() => scroller.style.setProperty('--dialog-footer-h', `${el.offsetHeight}px`));
    observer.observe(el);
    return () => {
      observer.disconnect();
      scroller.style.removeProperty('--dialog-footer-h');
    };
  }, []);
  if (!inDialog) return children;
  return (
    <div
      ref={ref}
      data-dialog-footer
      // A sticky box stops at the scroller's padding: bottom and (when last) margin undo the body's
      // padding, so the row meets the dialog's edge; the safe area (a phone's home bar) is kept clear.
      className={`sticky -bottom-5 z-10 -mx-5 flex flex-col gap-3 border-t border-line bg-surface px-5 pt-3 pb-3 shadow-[0_-10px_16px_-14px_rgb(0_0_0/0.6)] last:-mb-5 last:pb-[max(1.25rem,env(safe-area-inset-bottom))] sm:-bottom-6 sm:-mx-6 sm:px-6 sm:last:-mb-6 sm:last:pb-[max(1.5rem,env(safe-area-inset-bottom))] ${className}`}
    >
      {children}
    </div>
  );
}
