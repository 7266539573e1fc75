import {
  ADJUST_DIRECTIONS,
  ADJUST_WALLETS,
  type AdjustBody,
  adjustBody,
  IDEMPOTENCY_HEADER,
  type OpsActionBody,
  type OpsMember,
  opsActionBody,
  ROUTES,
} from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { showServerError } from '../../../ui/form/serverErrors';
import { TextField } from '../../../ui/form/TextField';
import { useZodForm } from '../../../ui/form/useZodForm';
import { Modal } from '../../../ui/Modal';
import { useIntentKey } from '../../api/intent-key';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { FormDialog, serverMessage } from '../../ui/FormActions';
import { SelectField } from '../../ui/SelectBox';
import { ReasonField } from './ReasonField';

type Action = 'disable' | 'enable' | 'logout' | 'resetPassword' | 'unbindTotp';
const ROUTE_OF = {
  disable: ROUTES.opsMemberDisable,
  enable: ROUTES.opsMemberEnable,
  logout: ROUTES.opsMemberLogout,
  resetPassword: ROUTES.opsMemberResetPassword,
  unbindTotp: ROUTES.opsMemberUnbindTotp,
} as const;

/** The page's action buttons; each opens a confirmation that asks for the reason (kept in the audit log). */
export function MemberActions({
  member: m,
  canWrite,
  canAdjust,
}: {
  member: OpsMember;
  canWrite: boolean;
  canAdjust: boolean;
}) {
  const t = useOpsT();
  const [open, setOpen] = useState<Action | 'adjust' | null>(null);
  const [password, setPassword] = useState<string | null>(null);
  const actions: Action[] = canWrite
    ? [
        m.status === 'active' ? 'disable' : 'enable',
        'logout',
        'resetPassword',
        ...(m.totpBound ? (['unbindTotp'] as const) : []),
      ]
    : [];
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((a) => (
        <Button
          key={a}
          variant={a === 'disable' ? 'outline' : 'ghost'}
          onClick={() => setOpen(a)}
          data-testid={`member-action-${a}`}
        >
          {t(`members.action.${a}`)}
        </Button>
      ))}
      {canAdjust && (
        <Button onClick={() => setOpen('adjust')} data-testid="member-action-adjust">
          {t('members.action.adjust')}
        </Button>
      )}
      {open && open !== 'adjust' && (
        <ActionDialog action={open} member={m} onClose={() => setOpen(null)} onPassword={(pw) => setPassword(pw)} />
      )}
      {open === 'adjust' && <AdjustDialog member={m} onClose={() => setOpen(null)} />}
      <Modal
        open={password !== null}
        onClose={() => setPassword(null)}
        title={t('members.reset.title')}
        testId="member-temp-password"
      >
        <p className="mb-3 text-sm text-muted">{t('members.reset.once')}</p>
        <p
          className="mb-5 select-all rounded-lg bg-surface-2 px-3 py-2 text-center font-mono text-lg tracking-wider"
          data-testid="member-temp-password-value"
        >
          {password}
        </p>
        <div className="flex justify-end">
          <Button onClick={() => setPassword(null)}>{t('members.reset.done')}</Button>
        </div>
      </Modal>
    </div>
  );
}

function ActionDialog({
  action,
  member: m,
  onClose,
  onPassword,
}: {
  action: Action;
  member: OpsMember;
  onClose: () => void;
  onPassword: (pw: string) => void;
}) {
  const t = useOpsT();
  const qc = useQueryClient();
  const form = useZodForm(opsActionBody, { defaultValues: { reason: '' } });
  const run = useMutation({
    mutationFn: (body: OpsActionBody) => opsCall(ROUTE_OF[action], { params: { memberId: m.id }, body }),
    onSuccess: (out) => {
      void qc.invalidateQueries({ queryKey: ['ops', 'members'] });
      onClose();
      if ('temporaryPassword' in out) onPassword(out.temporaryPassword);
    },
    onError: (err) => showServerError(form, err),
  });
  return (
    <FormDialog
      title={t(`members.action.${action}`)}
      testId={`member-dialog-${action}`}
      onClose={onClose}
      onSubmit={form.handleSubmit((b) => run.mutate(b))}
      message={serverMessage(form)}
      cancelLabel={t('members.cancel')}
      submitLabel={t(`members.action.${action}`)}
      busy={run.isPending}
      submitTestId={`member-dialog-${action}-confirm`}
    >
      <p className="text-sm text-muted">{t(`members.confirm.${action}`, { account: m.account })}</p>
      <ReasonField control={form.control} testId="action-reason" />
    </FormDialog>
  );
}

/** The existing balance adjustment (operatorAdjust), with an Idempotency-Key made once per intent. */
function AdjustDialog({ member: m, onClose }: { member: OpsMember; onClose: () => void }) {
  const t = useOpsT();
  const qc = useQueryClient();
  const { key } = useIntentKey();
  const form = useZodForm(adjustBody, {
    defaultValues: { direction: 'credit', wallet: 'cash', amount: '', reason: '' } as AdjustBody,
  });
  const run = useMutation({
    mutationFn: (body: AdjustBody) =>
      opsCall(ROUTES.operatorAdjust, {
        params: { memberId: m.id },
        body,
        // The route entry has no `idempotent` flag yet; the server requires the header all the same.
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['ops', 'members'] });
      onClose();
    },
    onError: (err) => showServerError(form, err),
  });
  return (
    <FormDialog
      title={t('members.action.adjust')}
      testId="member-dialog-adjust"
      onClose={onClose}
      // The schema's output is parsed minor units; the call sends what was typed (the server parses it again).
      onSubmit={form.handleSubmit(() => run.mutate(form.getValues()))}
      message={serverMessage(form)}
      cancelLabel={t('members.cancel')}
      submitLabel={t('members.action.adjust')}
      busy={run.isPending}
      submitTestId="adjust-confirm"
    >
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          control={form.control}
          name="direction"
          label={t('members.adjust.direction')}
          options={ADJUST_DIRECTIONS.map((d) => ({ value: d, label: t(`members.adjust.${d}`) }))}
          testId="adjust-direction"
        />
        <SelectField
          control={form.control}
          name="wallet"
          label={t('members.adjust.wallet')}
          options={ADJUST_WALLETS.map((w) => ({ value: w, label: t(`members.balance.${w}`) }))}
          testId="adjust-wallet"
        />
      </div>
      <TextField
        control={form.control}
        name="amount"
        label={t('members.ledger.amount')}
        required
        inputMode="decimal"
        data-testid="adjust-amount"
      />
      <ReasonField control={form.control} testId="adjust-reason" />
    </FormDialog>
  );
}
