import { type ReactNode, useState } from 'react';
import { ApiError } from '../../../api/client';
import { Modal } from '../../../ui/Modal';
import { useOpsT } from '../../i18n';
import { FormActions } from '../../ui/FormActions';
import { hasText, type Texts, useSchedule } from './fields';

/**
 * A form's problems: its own checks before the call, and the server's refusal (the message, and each
 * named field's own; image.0 lands on image). `of(field)` gives a field's, the form's own first.
 */
export function useFailure() {
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [local, setLocal] = useState<Record<string, string>>({});
  return {
    failure,
    clear: () => setFailure(null),
    fail: (err: unknown) => {
      if (err instanceof ApiError) {
        const fields: Record<string, string> = {};
        for (const f of err.fields) fields[f.field.split('.')[0] ?? f.field] = f.message;
        setFailure({ message: err.message, fields });
      } else setFailure({ message: err instanceof Error ? err.message : String(err), fields: {} });
    },
    /** The form's own checks (field -> message); true when none failed. */
    check: (errors: Record<string, string>) => {
      setLocal(errors);
      return Object.keys(errors).length === 0;
    },
    of: (field: string) => local[field] ?? failure?.fields[field],
  };
}

/**
 * A scheduled item's form (banner, announcement): its problems, its schedule, and `submit`, which
 * checks the form's own fields (`own`), then a title in some language and an end not before the
 * start, and makes the call (`save`) when none failed.
 */
export function useScheduledForm(item: { startsAt: string | null; endsAt: string | null } | null) {
  const t = useOpsT();
  const failure = useFailure();
  const schedule = useSchedule(item);
  const submit = (title: Texts, own: Record<string, string>, save: () => void) => {
    failure.clear();
    const errors = { ...own };
    if (!hasText(title)) errors.title = t('content.titleRequired');
    if (schedule.problem()) errors.endsAt = t('content.endBeforeStart');
    if (failure.check(errors)) save();
  };
  return { f: failure, schedule, submit };
}

/** A content item's form in a wide dialog: its fields, the server's refusal, Cancel and Save. */
export function ContentFormDialog({
  title,
  testId,
  onClose,
  failure,
  onSave,
  saving,
  saveTestId,
  children,
}: {
  title: string;
  testId: string;
  onClose: () => void;
  failure: { message: string } | null;
  onSave: () => void;
  saving: boolean;
  saveTestId: string;
  children: ReactNode;
}) {
  const t = useOpsT();
  return (
    <Modal open onClose={onClose} title={title} testId={testId} wide>
      <div className="flex flex-col gap-4">
        {children}
        {failure && (
          <p className="rounded-lg bg-red-500/10 p-2 text-sm text-red-400" role="alert">
            {failure.message}
          </p>
        )}
        <FormActions
          cancelLabel={t('content.cancel')}
          onCancel={onClose}
          submitLabel={t('content.save')}
          onSubmit={onSave}
          busy={saving}
          testId={saveTestId}
        />
      </div>
    </Modal>
  );
}
