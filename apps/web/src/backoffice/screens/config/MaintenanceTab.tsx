import { MAINTENANCE_SCOPES, type MaintenanceScope, type OpsMaintenanceWindow, ROUTES } from '@platform/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '../../../ui/Button';
import { DateTimeField } from '../../../ui/date-field/DateTimeField';
import { when } from '../../../ui/datetime';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable } from '../../ui/DataTable';
import { useListParams } from '../../ui/list-params';
import { useBrandConfig } from './BrandTab';
import { configKeys, ErrorLine, fieldMessage, inputClass, Panel, useSave } from './parts';

const col = columnsOf<OpsMaintenanceWindow>();
const pad = (n: number) => String(n).padStart(2, '0');
/** A Date as the value of a datetime-local input (the operator's own clock). */
const local = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

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
            <Button variant="ghost" className="px-3 py-1 text-xs" onClick={() => remove.mutate(c.row.original.id)}>
              {t('config.remove')}
            </Button>
          ),
        }),
      ]),
    [t, remove.mutate],
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

function NewWindow() {
  const t = useOpsT();
  const brand = useBrandConfig();
  const vendors = useQuery({
    queryKey: configKeys.vendors({ all: true }),
    queryFn: () => opsCall(ROUTES.opsConfigVendors, { query: { pageSize: 100, sort: 'name' } }),
  });
  const now = new Date();
  const [scope, setScope] = useState<MaintenanceScope>('vendor');
  const [target, setTarget] = useState('');
  const [start, setStart] = useState(local(now));
  const [end, setEnd] = useState(local(new Date(now.getTime() + 3600_000)));
  const [messages, setMessages] = useState<Record<string, string>>({});
  const create = useSave(() =>
    opsCall(ROUTES.opsConfigMaintenanceCreate, {
      body: {
        scope,
        target: scope === 'site' ? null : target,
        startTime: new Date(start).toISOString(),
        endTime: new Date(end).toISOString(),
        messages,
      },
    }),
  );
  const err = (f: string) =>
    fieldMessage(create.error, f) && <span className="font-normal text-danger">{fieldMessage(create.error, f)}</span>;
  const languages = brand.data?.languages.supported ?? ['en'];
  return (
    <Panel title={t('config.maint.new')}>
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(undefined, { onSuccess: () => setMessages({}) });
        }}
        data-testid="maintenance-form"
      >
        <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
          {t('config.maint.scope')}
          <select
            className={inputClass}
            value={scope}
            onChange={(e) => {
              setScope(e.target.value as MaintenanceScope);
              setTarget('');
            }}
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
          <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
            {t('config.maint.vendor')}
            <select
              className={inputClass}
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              data-testid="maint-vendor"
            >
              <option value="">{t('config.maint.pick')}</option>
              {vendors.data?.list.map((v) => (
                <option key={v.code} value={v.code}>
                  {v.name} ({v.code})
                </option>
              ))}
            </select>
            {err('target')}
          </label>
        )}
        {scope === 'game' && (
          <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
            {t('config.maint.game')}
            <input
              className={inputClass}
              inputMode="numeric"
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              placeholder="100001"
              data-testid="maint-game"
            />
            {err('target')}
          </label>
        )}
        <div className="grid grid-cols-1 gap-2">
          <div>
            <DateTimeField
              compact
              label={t('config.maint.start')}
              value={start}
              onChange={setStart}
              data-testid="maint-start"
            />
            {err('startTime')}
          </div>
          <div>
            <DateTimeField
              compact
              label={t('config.maint.end')}
              value={end}
              onChange={setEnd}
              data-testid="maint-end"
            />
            {err('endTime')}
          </div>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-xs font-semibold text-muted">{t('config.maint.messages')}</legend>
          {languages.map((l) => (
            <label key={l} className="flex items-center gap-2 text-xs text-muted">
              <code className="w-6">{l}</code>
              <input
                className={`${inputClass} flex-1`}
                value={messages[l] ?? ''}
                onChange={(e) => setMessages({ ...messages, [l]: e.target.value })}
                data-testid={`maint-message-${l}`}
              />
            </label>
          ))}
        </fieldset>
        {!fieldMessage(create.error, 'target') &&
          !fieldMessage(create.error, 'endTime') &&
          !fieldMessage(create.error, 'startTime') && <ErrorLine error={create.error} />}
        <Button type="submit" disabled={create.isPending} data-testid="maint-create">
          {t('config.maint.create')}
        </Button>
      </form>
    </Panel>
  );
}
