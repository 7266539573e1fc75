import type { ComponentProps, ReactNode } from 'react';
import { Button } from '../Button';
import { DialogFooter } from '../Modal';
import { FormAlert } from './FormAlert';

/**
 * A form dialog's action row, written once: the form's message above its submit button, kept in
 * view on a phone by DialogFooter. Every member-site form dialog ends with it.
 */
export function SubmitFooter({
  message,
  busy,
  label,
  testId,
  variant,
  className = 'py-3',
}: {
  message: string | undefined;
  busy: boolean;
  label: ReactNode;
  testId?: string;
  variant?: ComponentProps<typeof Button>['variant'];
  className?: string;
}) {
  return (
    <DialogFooter>
      <FormAlert message={message} />
      <Button type="submit" variant={variant} disabled={busy} className={className} data-testid={testId}>
        {label}
      </Button>
    </DialogFooter>
  );
}
