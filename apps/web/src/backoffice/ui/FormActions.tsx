import type { FormEventHandler, ReactNode } from 'react';
import type { GlobalError } from 'react-hook-form';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/form/FormAlert';
import { DialogFooter, Modal } from '../../ui/Modal';

/** What these parts read of a react-hook-form form (any form's `useZodForm()` result fits). */
type FormLike = { formState: { errors: { root?: Record<string, GlobalError> }; isSubmitting: boolean } };

/** The server's message for a whole form (showServerError puts it at root.server). */
export const serverMessage = (form: FormLike) => form.formState.errors.root?.server?.message;

/**
 * The end of a form: the message (when given), then Cancel and the button that submits the form
 * (or, with `onSubmit`, a plain button that calls it). In a dialog they stay on screen (DialogFooter).
 */
export function FormActions({
  message,
  cancelLabel,
  onCancel,
  submitLabel,
  onSubmit,
  busy,
  testId,
}: {
  message?: string;
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  onSubmit?: () => void;
  busy: boolean;
  testId?: string;
}) {
  return (
    <DialogFooter>
      <FormAlert message={message} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type={onSubmit ? 'button' : 'submit'} onClick={onSubmit} disabled={busy} data-testid={testId}>
          {submitLabel}
        </Button>
      </div>
    </DialogFooter>
  );
}

/** A form's last rows when it has no Cancel: the server's message, then its submit button (full width). */
export function FormSubmit({ form, label, testId }: { form: FormLike; label: string; testId: string }) {
  return (
    <DialogFooter>
      <FormAlert message={serverMessage(form)} />
      <Button type="submit" disabled={form.formState.isSubmitting} data-testid={testId}>
        {label}
      </Button>
    </DialogFooter>
  );
}

/** A dialog that is one form: its fields, the server's message, Cancel and the submit button. */
export function FormDialog({
  title,
  testId,
  onClose,
  onSubmit,
  message,
  cancelLabel,
  submitLabel,
  busy,
  submitTestId,
  children,
}: {
  title: string;
  testId: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  message: string | undefined;
  cancelLabel: string;
  submitLabel: string;
  busy: boolean;
  submitTestId?: string;
  children: ReactNode;
}) {
  return (
    <Modal open onClose={onClose} title={title} testId={testId}>
      <form className="flex flex-col gap-3" onSubmit={onSubmit} noValidate>
        {children}
        <FormActions
          message={message}
          cancelLabel={cancelLabel}
          onCancel={onClose}
          submitLabel={submitLabel}
          busy={busy}
          testId={submitTestId}
        />
      </form>
    </Modal>
  );
}
