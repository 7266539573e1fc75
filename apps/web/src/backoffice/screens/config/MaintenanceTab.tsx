import {
  MAINTENANCE_SCOPES,
  type OpsMaintenanceBody,
  type OpsMaintenanceWindow,
  opsMaintenanceBody,
  ROUTES,
  scheduleProblem,
} from '@platform/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DateTimeFormField } from '../../../ui/date-field/DateTimeFormField';
import { isInstant } from '../../../ui/date-field/date-time';
import { when } from '../../../ui/datetime';
import { showServerError } from '../../../ui/form/serverErrors';
import { TextField } from '../../../ui/form/TextField';
import { useZodForm } from '../../../ui/form/useZodForm';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable } from '../../ui/DataTable';
import { FormSubmit } from '../../ui/FormActions';
import { useListParams } from '../../ui/list-params';
import { SelectField } from '../../ui/SelectBox';
import { useBrandConfig } from './BrandTab';
import { configKeys, ErrorLine, inputClass, Panel, useSave } from './parts';

const col = columnsOf<OpsMaintenanceWindow>();

/** Maintenance windows for the site, a vendor or a game: planned, running and past ones, and a new one. */
export function MaintenanceTab() {
  const t = useOpsT();
  const params = useListParams({ pageSize: 20, sort: 'startTime', order: 'desc' });
  const list = useQuery({
    queryKey: configKeys.maintenance(params.query),
    queryFn: () => opsCall(ROUTES.opsConfigMaintenance, { query: params.query as never }),
    placeholderData: keepPreviousData,
  });
  const remove = useSave((id: number) => opsCall(ROUTES.opsConfigMaintenanceDelete, { params: { id } }));
  // Removing a window opens play again at once when it is running: asked before it is sent.
  const [removing, setRemoving] = useState<OpsMaintenanceWindow | null>(null);
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('scope', {
          header: () => t('config.maint.scope'),
          cell: (c) => t(`config.maint.scopes.${c.getValue()}`),
        }),
        col.accessor((w) => w.targetName ?? w.target ?? '', { id: 'target', header: () => t('config.maint.target') }),
        col.accessor('startTime', {
          header: () => t('config.maint.start'),
          enableSorting: true,
          cell: (c) => when(c.getValue()),
        }),
        col.accessor('endTime', {
          header: () => t('config.maint.end'),
          enableSorting: true,
          cell: (c) => when(c.getValue()),
        }),
        col.accessor('state', {
          header: () => t('config.maint.state'),
          cell: (c) => (
            <span
              className={`rounded px-1.5 py-0.5 text-xs font-bold ${c.getValue() === 'active' ? 'bg-danger/15 text-danger' : c.getValue() === 'upcoming' ? 'bg-gold/15 text-gold' : 'text-muted'}`}
            >
              {t(`config.maint.states.${c.getValue()}`)}
            </span>
          ),
        }),
        col.accessor('messages', {
          header: () => t('config.maint.message'),
          cell: (c) => (
            <span className="block max-w-xs truncate text-xs">{Object.values(c.getValue()).join(' · ')}</span>
          ),
        }),
        col.display({
          id: 'actions',
          cell: (c) => (
            <Button variant="ghost" className="px-3 py-1 text-xs" onClick={() => setRemoving(c.row.original)}>
              {t('config.remove')}
            </Button>
          ),
        }),
      ]),
    [t],
  );
  const select = (name: 'scope' | 'state', values: readonly string[], label: string, prefix: string) => (
    <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
      {label}
      <select
        className={inputClass}
        value={params.filters[name] ?? ''}
        onChange={(e) => params.setFilter(name, e.target.value || undefined)}
        data-testid={`filter-${name}`}
      >
        <option value="">{t('config.all')}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {t(`${prefix}.${v}` as never)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,1fr)_360px]">
      <div className="flex flex-col gap-2">
        <ErrorLine error={remove.error} />
        <ConfirmDialog
          open={removing !== null}
          title={t('config.maint.removeTitle')}
          message={
            removing
              ? t('config.maint.removeConfirm', {
                  target: removing.targetName ?? removing.target ?? t('config.maint.scopes.site'),
                  start: when(removing.startTime),
                  end: when(removing.endTime),
                })
              : ''
          }
          confirmLabel={t('config.remove')}
          onConfirm={() => removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
          onCancel={() => setRemoving(null)}
          busy={remove.isPending}
          testId="maintenance-remove-confirm"
        />
        <DataTable
          testId="maintenance-list"
          columns={columns}
          list={list}
          params={params}
          rowId={(w) => String(w.id)}
          toolbar={
            <>
              {select('scope', MAINTENANCE_SCOPES, t('config.maint.scope'), 'config.maint.scopes')}
              {select('state', ['upcoming', 'active', 'ended'], t('config.maint.state'), 'config.maint.states')}
            </>
          }
        />
      </div>
      <NewWindow />
    </div>
  );
}

/**
 * The new window's body as the form checks it: the contract's schema plus the server's own rule that
 * a window ends after it starts, said under the end (checked only once both are instants).
 */
const windowSchema = (endBeforeStart: string) =>
  opsMaintenanceBody.refine(
    (b) => !(isInstant(b.startTime) && isInstant(b.endTime) && scheduleProblem(b.startTime, b.endTime)),
    { path: ['endTime'], message: endBeforeStart, when: () => true },
  );

/** A new window starts now, to the minute the field shows, and lasts an hour. */
function freshWindow(): OpsMaintenanceBody {
  const now = Math.floor(Date.now() / 60_000) * 60_000;
  return {
    scope: 'vendor',
    target: '',
    startTime: new Date(now).toISOString(),
    endTime: new Date(now + 3600_000).toISOString(),
    messages: {},
  };
}

function NewWindow() {
  const t = useOpsT();
  const brand = useBrandConfig();
  const vendors = useQuery({
    queryKey: configKeys.vendors({ all: true }),
    queryFn: () => opsCall(ROUTES.opsConfigVendors, { query: { pageSize: 100, sort: 'name' } }),
  });
  const create = useSave((body: OpsMaintenanceBody) => opsCall(ROUTES.opsConfigMaintenanceCreate, { body }));
  const form = useZodForm(windowSchema(t('config.maint.endBeforeStart')), { defaultValues: freshWindow() });
  const scope = form.watch('scope');
  const submit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync({ ...body, target: body.scope === 'site' ? null : body.target });
      form.reset({ ...form.getValues(), messages: {} });
    } catch (err) {
      showServerError(form, err, { hidden: scope === 'site' ? ['target'] : [] });
    }
  });
  const languages = brand.data?.languages.supported ?? ['en'];
  return (
    <Panel title={t('config.maint.new')}>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="maintenance-form">
        <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
          {t('config.maint.scope')}
          <select
            className={inputClass}
            {...form.register('scope', { onChange: () => form.setValue('target', '') })}
            data-testid="maint-scope"
          >
            {MAINTENANCE_SCOPES.map((s) => (
              <option key={s} value={s}>
                {t(`config.maint.scopes.${s}`)}
              </option>
            ))}
          </select>
        </label>
        {scope === 'vendor' && (
          <SelectField
            control={form.control}
            name="target"
            label={t('config.maint.vendor')}
            options={[
              { value: '', label: t('config.maint.pick') },
              ...(vendors.data?.list ?? []).map((v) => ({ value: v.code, label: `${v.name} (${v.code})` })),
            ]}
            testId="maint-vendor"
          />
        )}
        {scope === 'game' && (
          <TextField
            control={form.control}
            name="target"
            label={t('config.maint.game')}
            inputMode="numeric"
            placeholder="100001"
            data-testid="maint-game"
          />
        )}
        <DateTimeFormField
          control={form.control}
          name="startTime"
          compact
          required
          label={t('config.maint.start')}
          data-testid="maint-start"
        />
        <DateTimeFormField
          control={form.control}
          name="endTime"
          compact
          required
          label={t('config.maint.end')}
          data-testid="maint-end"
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-xs font-semibold text-muted">{t('config.maint.messages')}</legend>
          {languages.map((l) => (
            <label key={l} className="flex flex-col gap-1 text-xs text-muted">
              <span className="flex items-center gap-2">
                <code className="w-6">{l}</code>
                <input
                  className={`${inputClass} flex-1`}
                  {...form.register(`messages.${l}`)}
                  data-testid={`maint-message-${l}`}
                />
              </span>
              {form.formState.errors.messages?.[l] && (
                <span className="ps-8 text-danger" data-field-error>
                  {form.formState.errors.messages[l]?.message}
                </span>
              )}
            </label>
          ))}
        </fieldset>
        <FormSubmit form={form} label={t('config.maint.create')} testId="maint-create" />
      </form>
    </Panel>
  );
}
