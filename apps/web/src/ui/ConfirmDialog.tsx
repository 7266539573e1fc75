import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { DialogFooter, Modal } from './Modal';

/** A question with confirm and cancel (logout), or a notice with one confirm button (cancel omitted). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  testId,
  busy,
  cancellable = true,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  testId: string;
  busy?: boolean;
  cancellable?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onCancel} title={title} testId={testId} stacked>
      <p className="mb-3 break-words text-sm leading-relaxed text-muted">{message}</p>
      <DialogFooter>
        <div className="flex flex-wrap justify-end gap-2">
          {cancellable && (
            <Button variant="ghost" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          )}
          <Button onClick={onConfirm} disabled={busy} data-testid={`${testId}-confirm`}>
            {confirmLabel ?? t('common.confirm')}
          </Button>
        </div>
      </DialogFooter>
    </Modal>
  );
}
