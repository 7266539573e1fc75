import { scheduleProblem } from '@platform/contracts';
import type { FormEventHandler, ReactNode } from 'react';
import type { z } from 'zod';
import type { FieldMessages } from '../../../ui/form/resolver';
import { Modal } from '../../../ui/Modal';
import { useOpsT } from '../../i18n';
import { FormActions } from '../../ui/FormActions';

/**
 * A scheduled item's body (banner, announcement) as its form checks it: the contract's schema plus
 * the contract's own schedule rule (`scheduleProblem`, the one the server applies), on `endsAt`.
 * `when` lets it run while other fields still fail, so one save shows every problem.
 */
export const withSchedule = <S extends z.ZodType<{ startsAt?: string | null; endsAt?: string | null }>>(schema: S) =>
  schema.refine((b) => !scheduleProblem(b.startsAt, b.endsAt), {
    path: ['endsAt'],
    message: 'endBeforeStart',
    when: () => true,
  });

/**
 * The operator's words for the contracts' rules these forms meet (useZodForm's `messages`): a text
 * with no language written, a picture missing, a schedule ending before it starts.
 */
export function useContentMessages(): FieldMessages {
  const t = useOpsT();
  return {
    title: () => t('content.titleRequired'),
    content: () => t('content.contentRequired'),
    body: () => t('content.contentRequired'),
    image: () => t('content.pictureRequired'),
    endsAt: () => t('content.endBeforeStart'),
  };
}

/** A content item's form in a wide dialog: its fields, the server's message, Cancel and Save. */
export function ContentFormDialog({
  title,
  testId,
  onClose,
  message,
  onSubmit,
  saving,
  saveTestId,
  children,
}: {
  title: string;
  testId: string;
  onClose: () => void;
  message: string | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  saveTestId: string;
  children: ReactNode;
}) {
  const t = useOpsT();
  return (
    <Modal open onClose={onClose} title={title} testId={testId} wide>
      <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
        {children}
        <FormActions
          message={message}
          cancelLabel={t('content.cancel')}
          onCancel={onClose}
          submitLabel={t('content.save')}
          busy={saving}
          testId={saveTestId}
        />
      </form>
    </Modal>
  );
}
