import { type OpsRegionBody, ROUTES } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Loader';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { configKeys, ErrorLine, fieldMessage, inputClass, Panel, useSave } from './parts';

/** Region rules: block countries (GeoIP) or IP ranges; an allowed range wins over every block. */
export function RegionsTab() {
  const t = useOpsT();
  const list = useQuery({ queryKey: configKeys.regions, queryFn: () => opsCall(ROUTES.opsConfigRegions) });
  const [draft, setDraft] = useState<OpsRegionBody>({ kind: 'country', value: '', action: 'block' });
  const add = useSave((b: OpsRegionBody) => opsCall(ROUTES.opsConfigRegionAdd, { body: b }));
  const remove = useSave((id: number) => opsCall(ROUTES.opsConfigRegionRemove, { params: { id } }));
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_340px]">
      <Panel title={t('config.regions.title')}>
        <p className="mb-3 text-xs text-muted">{t('config.regions.hint')}</p>
        {list.isPending && <Spinner />}
        <ErrorLine error={list.error ?? remove.error} />
        {list.data && list.data.length === 0 && <p className="text-sm text-muted">{t('config.regions.empty')}</p>}
        <ul className="divide-y divide-line" data-testid="region-rules">
          {list.data?.map((r) => (
            <li key={r.id} className="flex items-center justify-between gap-3 py-2" data-testid="row">
              <span className="text-sm">
                <span
                  className={`me-2 rounded px-1.5 py-0.5 text-xs font-bold ${r.action === 'block' ? 'bg-danger/15 text-danger' : 'bg-emerald/15 text-emerald'}`}
                >
                  {t(r.action === 'block' ? 'config.regions.block' : 'config.regions.allow')}
                </span>
                <span className="text-muted">
                  {t(r.kind === 'country' ? 'config.regions.country' : 'config.regions.cidr')}
                </span>{' '}
                <code>{r.value}</code>
              </span>
              <Button variant="ghost" className="px-3 py-1 text-xs" onClick={() => remove.mutate(r.id)}>
                {t('config.remove')}
              </Button>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title={t('config.regions.add')}>
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate(draft, { onSuccess: () => setDraft({ ...draft, value: '' }) });
          }}
        >
          <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
            {t('config.regions.kind')}
            <select
              className={inputClass}
              value={draft.kind}
              onChange={(e) => {
                const kind = e.target.value as OpsRegionBody['kind'];
                setDraft({ ...draft, kind, action: kind === 'country' ? 'block' : draft.action });
              }}
            >
              <option value="country">{t('config.regions.country')}</option>
              <option value="cidr">{t('config.regions.cidr')}</option>
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
            {t('config.regions.value')}
            <input
              className={inputClass}
              value={draft.value}
              placeholder={draft.kind === 'country' ? 'BD' : '203.0.113.0/24'}
              onChange={(e) => setDraft({ ...draft, value: e.target.value })}
              data-testid="region-value"
            />
            {fieldMessage(add.error, 'value') && (
              <span className="font-normal text-danger">{fieldMessage(add.error, 'value')}</span>
            )}
          </label>
          <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
            {t('config.regions.action')}
            <select
              className={inputClass}
              value={draft.action}
              disabled={draft.kind === 'country'}
              onChange={(e) => setDraft({ ...draft, action: e.target.value as OpsRegionBody['action'] })}
            >
              <option value="block">{t('config.regions.block')}</option>
              <option value="allow">{t('config.regions.allow')}</option>
            </select>
          </label>
          {!fieldMessage(add.error, 'value') && <ErrorLine error={add.error} />}
          <Button type="submit" disabled={add.isPending || !draft.value.trim()} data-testid="region-add">
            {t('config.regions.add')}
          </Button>
        </form>
      </Panel>
    </div>
  );
}
