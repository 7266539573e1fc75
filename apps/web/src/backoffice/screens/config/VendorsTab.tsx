import { CATEGORY_CODES, type OpsGame, type OpsGameBody, type OpsVendorBody, ROUTES } from '@platform/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Spinner } from '../../../ui/Loader';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { columnsOf, DataTable } from '../../ui/DataTable';
import { FilterField } from '../../ui/FilterField';
import { useListParams } from '../../ui/list-params';
import { NUMERIC } from '../../ui/numeric';
import { configKeys, ErrorLine, inputClass, Panel, Toggle, useSave } from './parts';

/** An order number saved when the field is left (or Enter). */
function OrderInput({ value, onSave, label }: { value: number; onSave: (n: number) => void; label: string }) {
  const [v, setV] = useState(String(value));
  const commit = () => {
    const n = Number(v);
    if (Number.isInteger(n) && n >= 0 && n !== value) onSave(n);
    else setV(String(value));
  };
  return (
    <input
      type="number"
      min={0}
      aria-label={label}
      className={`${inputClass} w-20`}
      value={v}
      onChange={(e) => setV(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
    />
  );
}

/** Vendors (enable, maintenance, order) above the catalogue's games (enable, maintenance, hot, new, order). */
export function VendorsTab() {
  return (
    <div className="flex flex-col gap-4">
      <Vendors />
      <Games />
    </div>
  );
}

function Vendors() {
  const t = useOpsT();
  const [keyword, setKeyword] = useState('');
  const query = { pageSize: 100, sort: 'sequence' as const, ...(keyword ? { keyword } : {}) };
  const list = useQuery({
    queryKey: configKeys.vendors(query),
    queryFn: () => opsCall(ROUTES.opsConfigVendors, { query }),
    placeholderData: keepPreviousData,
  });
  const save = useSave((v: { code: string; body: OpsVendorBody }) =>
    opsCall(ROUTES.opsConfigVendor, { params: { code: v.code }, body: v.body }),
  );
  return (
    <Panel
      title={t('config.vendors.title')}
      aside={
        <input
          className={`${inputClass} w-56`}
          placeholder={t('config.vendors.search')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          data-testid="vendor-search"
        />
      }
    >
      {list.isPending && <Spinner />}
      <ErrorLine error={list.error ?? save.error} />
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="vendor-list">
          <thead>
            <tr className="text-left text-xs text-muted">
              <th className="py-2 pe-2">{t('config.vendors.vendor')}</th>
              <th className="px-2">{t('config.vendors.categories')}</th>
              <th className={`px-2 ${NUMERIC}`}>{t('config.vendors.games')}</th>
              <th className="px-2">{t('config.enabled')}</th>
              <th className="px-2">{t('config.maintenance')}</th>
              <th className="px-2">{t('config.order')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {list.data?.list.map((v) => (
              <tr key={v.code} data-testid={`vendor-${v.code}`}>
                <td className="py-1.5 pe-2">
                  <span className="font-semibold">{v.name}</span> <code className="text-xs text-muted">{v.code}</code>
                  {v.windowActive && (
                    <span className="ms-2 rounded bg-danger/15 px-1.5 py-0.5 text-xs font-bold text-danger">
                      {t('config.vendors.window')}
                    </span>
                  )}
                </td>
                <td className="px-2 text-xs text-muted">{v.categories.join(', ')}</td>
                <td className={`px-2 ${NUMERIC}`}>{v.games}</td>
                <td className="px-2">
                  <Toggle
                    checked={v.enabled}
                    label={t('config.enabled')}
                    onChange={(enabled) => save.mutate({ code: v.code, body: { enabled } })}
                    testId={`vendor-${v.code}-enabled`}
                  />
                </td>
                <td className="px-2">
                  <Toggle
                    checked={v.maintenance}
                    label={t('config.maintenance')}
                    onChange={(maintenance) => save.mutate({ code: v.code, body: { maintenance } })}
                    testId={`vendor-${v.code}-maintenance`}
                  />
                </td>
                <td className="px-2">
                  <OrderInput
                    key={v.sequence}
                    value={v.sequence}
                    label={t('config.order')}
                    onSave={(sequence) => save.mutate({ code: v.code, body: { sequence } })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

const col = columnsOf<OpsGame>();

function Games() {
  const t = useOpsT();
  const params = useListParams({ pageSize: 20, sort: 'sequence', order: 'asc' });
  const list = useQuery({
    queryKey: configKeys.games(params.query),
    queryFn: () => opsCall(ROUTES.opsConfigGames, { query: params.query as never }),
    placeholderData: keepPreviousData,
  });
  const save = useSave((g: { nodeId: number; body: OpsGameBody }) =>
    opsCall(ROUTES.opsConfigGame, { params: { nodeId: g.nodeId }, body: g.body }),
  );
  const { mutate } = save;
  const columns = useMemo(() => {
    const toggle = (key: 'enabled' | 'maintenance' | 'isHot' | 'isNew', label: string) =>
      col.accessor(key, {
        header: () => label,
        cell: (c) => (
          <Toggle
            checked={c.getValue()}
            label={label}
            onChange={(on) => mutate({ nodeId: c.row.original.nodeId, body: { [key]: on } })}
            testId={`game-${c.row.original.nodeId}-${key}`}
          />
        ),
      });
    return col.columns([
      col.accessor('nodeId', { header: () => t('config.games.id'), enableSorting: true }),
      col.accessor('name', {
        header: () => t('config.games.name'),
        enableSorting: true,
        cell: (c) => (
          <span className="flex items-center gap-2">
            <img src={c.row.original.iconUrl} alt="" className="h-7 w-7 rounded" loading="lazy" />
            {c.getValue()}
          </span>
        ),
      }),
      col.accessor('gameCode', { header: () => t('config.games.code'), enableSorting: true }),
      col.accessor('vendorCode', { id: 'vendor', header: () => t('config.vendors.vendor'), enableSorting: true }),
      col.accessor('category', { header: () => t('config.games.category') }),
      toggle('enabled', t('config.enabled')),
      toggle('maintenance', t('config.maintenance')),
      toggle('isHot', t('config.games.hot')),
      toggle('isNew', t('config.games.new')),
      col.accessor('sequence', {
        header: () => t('config.order'),
        enableSorting: true,
        cell: (c) => (
          <OrderInput
            key={c.getValue()}
            value={c.getValue()}
            label={t('config.order')}
            onSave={(sequence) => mutate({ nodeId: c.row.original.nodeId, body: { sequence } })}
          />
        ),
      }),
    ]);
  }, [t, mutate]);
  const select = (name: string, values: readonly string[], label: string, labelOf: (v: string) => string) => (
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
            {labelOf(v)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <Panel title={t('config.games.title')}>
      <ErrorLine error={save.error} />
      <DataTable
        testId="game-list"
        columns={columns}
        list={list}
        params={params}
        rowId={(g) => String(g.nodeId)}
        toolbar={
          <>
            <FilterField params={params} name="keyword" label={t('config.games.search')} />
            <FilterField params={params} name="vendor" label={t('config.vendors.vendor')} />
            {select('category', CATEGORY_CODES, t('config.games.category'), (v) => v)}
            {select('flag', ['hot', 'new', 'maintenance', 'disabled'], t('config.games.flag'), (v) =>
              t(`config.games.flags.${v}` as never),
            )}
          </>
        }
      />
    </Panel>
  );
}
