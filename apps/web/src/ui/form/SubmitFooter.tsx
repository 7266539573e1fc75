import type { ComponentProps, ReactNode } from 'react';
import { Button } from '../Button';
import { DialogFooter } from '../Modal';
import { FormAlert } from './FormAlert';

/**
 * A form dialog's action row, written once: the form's message above its submit button, kept in
 * view on a phone by DialogFooter. Every member-site form dialog ends with it. `children` go under
 * the button inside the row (the login and register links), so nothing sits below the sticky row.
 */
export function SubmitFooter({
  message,
  busy,
  label,
  testId,
  variant,
  className = 'py-3',
  children,
}: {
  message: string | undefined;
  busy: boolean;
  label: ReactNode;
  testId?: string;
  variant?: ComponentProps<typeof Button>['variant'];
  className?: string;
  children?: ReactNode;
}) {
  return (
    <DialogFooter>
      <FormAlert message={message} />
      <Button type="submit" variant={variant} disabled={busy} className={className} data-testid={testId}>
        {label}
      </Button>
      {children}
    </DialogFooter>
  );
}
