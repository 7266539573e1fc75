import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextField } from '../../../ui/form/TextField';
import { useOpsT } from '../../i18n';

/** The reason an operator gives for an action on a member (required, kept in the audit log). */
export function ReasonField<T extends FieldValues & { reason: string }, Out>({
  control,
  testId,
}: {
  control: Control<T, unknown, Out>;
  testId: string;
}) {
  const t = useOpsT();
  return (
    <TextField
      control={control}
      name={'reason' as FieldPath<T>}
      label={t('members.reason')}
      required
      maxLength={200}
      data-testid={testId}
    />
  );
}
