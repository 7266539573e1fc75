import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';

/** Accessible modal on Radix Dialog: focus trap, Escape to close, labelled by its title. */
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
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && dismissible && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={`fixed inset-0 bg-black/60 ${stacked ? 'z-[60]' : 'z-40'}`} />
        <Dialog.Content
          data-testid={testId}
          aria-describedby={undefined}
          className={`fixed left-1/2 top-1/2 ${stacked ? 'z-[70]' : 'z-50'} max-h-[92dvh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-surface p-5 shadow-2xl sm:p-6 ${wide ? 'max-w-3xl' : 'max-w-md'}`}
        >
          <div className="mb-4 flex items-center justify-between gap-4">
            <Dialog.Title className="text-lg font-bold text-fg">{title}</Dialog.Title>
            {dismissible && (
              <Dialog.Close
                className="rounded-full p-1.5 text-muted outline-none hover:bg-surface-2 hover:text-fg focus-visible:ring-2 focus-visible:ring-gold"
                aria-label={t('common.close')}
              >
                <CloseIcon />
              </Dialog.Close>
            )}
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
