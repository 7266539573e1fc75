import {
  OPERATOR_ROLES,
  OPERATOR_STATUSES,
  type OperatorItem,
  type OperatorRole,
  operatorCreateBody,
  ROUTES,
} from '@platform/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { when } from '../../../ui/datetime';
import { FormAlert } from '../../../ui/form/FormAlert';
import { showServerError } from '../../../ui/form/serverErrors';
import { PasswordField, TextField } from '../../../ui/form/TextField';
import { useZodForm } from '../../../ui/form/useZodForm';
import { Modal } from '../../../ui/Modal';
import { opsCall } from '../../api/ops-call';
import { useOpsMe } from '../../api/session';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable } from '../../ui/DataTable';
import { FilterField } from '../../ui/FilterField';
import { FormSubmit } from '../../ui/FormActions';
import { useListParams } from '../../ui/list-params';
import { PageHeading } from '../../ui/PageHeading';
import { SelectFilter } from '../../ui/SelectBox';

const col = columnsOf<OperatorItem>();
type Pending = { kind: 'disable' | 'enable' | 'reset'; op: OperatorItem } | null;

/** /ops/operators: the brand's operators; the owner creates them, sets roles, disables and resets authenticators. */
export default function OperatorsSection() {
  const t = useOpsT();
  const qc = useQueryClient();
  const me = useOpsMe();
  const params = useListParams({ sort: 'id', order: 'asc' });
  const list = useQuery({
    queryKey: ['ops', 'operators', params.query],
    queryFn: () => opsCall(ROUTES.operatorList, { query: params.query as never }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => qc.invalidateQueries({ queryKey: ['ops', 'operators'] });
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const role = useMutation({
    mutationFn: (v: { id: number; role: OperatorRole }) =>
      opsCall(ROUTES.operatorRole, { params: { id: v.id }, body: { role: v.role } }),
    onSettled: refresh,
  });
  const act = useMutation({
    mutationFn: (p: NonNullable<Pending>) =>
      p.kind === 'reset'
        ? opsCall(ROUTES.operatorTotpReset, { params: { id: p.op.id } })
        : opsCall(ROUTES.operatorStatus, {
            params: { id: p.op.id },
            body: { status: p.kind === 'disable' ? 'disabled' : 'active' },
          }),
    onSuccess: () => setPending(null),
    onSettled: refresh,
  });
  const self = (op: OperatorItem) => op.id === me.data?.id;

  const columns = col.columns([
    col.accessor('username', { header: () => t('operators.username'), enableSorting: true }),
    col.accessor('role', {
      header: () => t('operators.role'),
      enableSorting: true,
      cell: (c) => (
        <select
          className="h-8 rounded-md border border-line bg-surface-2 px-2 text-sm"
          value={c.getValue()}
          disabled={self(c.row.original) || role.isPending}
          aria-label={t('operators.role')}
          data-testid={`operator-role-${c.row.original.username}`}
          onChange={(e) => role.mutate({ id: c.row.original.id, role: e.target.value as OperatorRole })}
        >
          {OPERATOR_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`shell.role.${r}`)}
            </option>
          ))}
        </select>
      ),
    }),
    col.accessor('status', {
      header: () => t('operators.status'),
      enableSorting: true,
      cell: (c) => (
        <span className={c.getValue() === 'active' ? 'text-emerald' : 'text-muted'}>
          {t(`operators.statusName.${c.getValue()}`)}
        </span>
      ),
    }),
    col.accessor('totpEnrolled', {
      header: () => t('operators.authenticator'),
      cell: (c) => (c.getValue() ? t('operators.enrolled') : t('operators.notEnrolled')),
    }),
    col.accessor('lastLoginAt', {
      header: () => t('operators.lastLogin'),
      enableSorting: true,
      cell: (c) => (c.getValue() ? when(c.getValue() as string) : '—'),
    }),
    col.display({
      id: 'actions',
      header: () => t('operators.actions'),
      cell: (c) => {
        const op = c.row.original;
        if (self(op)) return <span className="text-xs text-muted">{t('operators.you')}</span>;
        return (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="ghost"
              className="px-2 py-1 text-xs"
              onClick={() => setPending({ kind: op.status === 'active' ? 'disable' : 'enable', op })}
              data-testid={`operator-status-${op.username}`}
            >
              {op.status === 'active' ? t('operators.disable') : t('operators.enable')}
            </Button>
            {op.totpEnrolled && (
              <Button
                variant="ghost"
                className="px-2 py-1 text-xs"
                onClick={() => setPending({ kind: 'reset', op })}
                data-testid={`operator-reset-${op.username}`}
              >
                {t('operators.resetTotp')}
              </Button>
            )}
          </div>
        );
      },
    }),
  ]);

  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={t('nav.operators')} />
      <DataTable
        testId="operators-list"
        columns={columns}
        list={list}
        params={params}
        rowId={(o) => String(o.id)}
        toolbar={
          <>
            <FilterField params={params} name="q" label={t('operators.search')} />
            <SelectFilter
              params={params}
              name="role"
              label={t('operators.role')}
              all={t('operators.all')}
              options={OPERATOR_ROLES.map((r) => ({ value: r, label: t(`shell.role.${r}`) }))}
            />
            <SelectFilter
              params={params}
              name="status"
              label={t('operators.status')}
              all={t('operators.all')}
              options={OPERATOR_STATUSES.map((s) => ({ value: s, label: t(`operators.statusName.${s}`) }))}
            />
            <Button className="ml-auto" onClick={() => setCreating(true)} data-testid="operator-new">
              {t('operators.create')}
            </Button>
          </>
        }
      />
      <FormAlert message={role.error?.message ?? act.error?.message} />
      {creating && (
        <CreateOperator
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            void refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`operators.confirm.${pending.kind}Title`) : ''}
        message={pending ? t(`operators.confirm.${pending.kind}`, { name: pending.op.username }) : ''}
        busy={act.isPending}
        onConfirm={() => pending && act.mutate(pending)}
        onCancel={() => setPending(null)}
        testId="operator-confirm"
      />
    </div>
  );
}

function CreateOperator({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const t = useOpsT();
  const form = useZodForm(operatorCreateBody, { defaultValues: { username: '', password: '', role: 'support' } });
  const submit = form.handleSubmit(async (body) => {
    try {
      await opsCall(ROUTES.operatorCreate, { body });
      onCreated();
    } catch (err) {
      showServerError(form, err);
    }
  });
  return (
    <Modal open onClose={onClose} title={t('operators.create')} testId="operator-create">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          control={form.control}
          name="username"
          label={t('operators.username')}
          required
          data-testid="operator-username"
        />
        <PasswordField
          control={form.control}
          name="password"
          label={t('operators.password')}
          required
          autoComplete="new-password"
          data-testid="operator-password"
        />
        <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
          {t('operators.role')}
          <select
            className="h-10 rounded-lg border border-line bg-surface-2 px-3 text-sm text-fg"
            {...form.register('role')}
            data-testid="operator-role"
          >
            {OPERATOR_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`shell.role.${r}`)}
              </option>
            ))}
          </select>
          {form.formState.errors.role && (
            <span className="font-normal text-danger" data-field-error>
              {form.formState.errors.role.message}
            </span>
          )}
        </label>
        <p className="text-xs text-muted">{t('operators.createHint')}</p>
        <FormSubmit form={form} label={t('operators.save')} testId="operator-save" />
      </form>
    </Modal>
  );
}
