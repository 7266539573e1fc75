import { FLAG_NAMES, type OpsModule, ROUTES, type WhitelabelFlags } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../../ui/Loader';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { configKeys, ErrorLine, Panel, Toggle, useSave } from './parts';

export const useBrandConfig = () =>
  useQuery({ queryKey: configKeys.brand, queryFn: () => opsCall(ROUTES.opsConfigBrand) });

/** Brand flags (spec §3, §6 switches) and the module tree (member and agent center menus). */
export function BrandTab() {
  const t = useOpsT();
  const brand = useBrandConfig();
  const flag = useSave((f: Partial<WhitelabelFlags>) => opsCall(ROUTES.opsConfigFlags, { body: { flags: f } }));
  const mod = useSave((m: { modId: string; enabled: boolean }) =>
    opsCall(ROUTES.opsConfigModule, { params: { modId: m.modId }, body: { enabled: m.enabled } }),
  );
  if (brand.isPending) return <Spinner />;
  if (!brand.data) return <ErrorLine error={brand.error} />;
  const { flags, modules } = brand.data;
  const roots = modules.filter((m) => !m.parentModId);
  const children = (id: string) => modules.filter((m) => m.parentModId === id);
  const row = (m: OpsModule, child: boolean) => (
    <li key={m.modId} className={`flex items-center justify-between gap-3 py-1.5 ${child ? 'ps-5' : ''}`}>
      <span className={child ? 'text-sm' : 'text-sm font-bold'}>
        {m.name} <code className="text-xs text-muted">{m.modId}</code>
      </span>
      <Toggle
        checked={m.enabled}
        label={m.modId}
        disabled={mod.isPending}
        onChange={(enabled) => mod.mutate({ modId: m.modId, enabled })}
        testId={`module-${m.modId}`}
      />
    </li>
  );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel title={t('config.brand.flags')}>
        <p className="mb-3 text-xs text-muted">{t('config.brand.flagsHint')}</p>
        <ul className="divide-y divide-line">
          {FLAG_NAMES.map((f) => (
            <li key={f} className="flex items-center justify-between gap-3 py-1.5">
              <span className="text-sm">
                <code className="text-xs">{f}</code>
              </span>
              <Toggle
                checked={flags[f]}
                label={f}
                disabled={flag.isPending}
                onChange={(on) => flag.mutate({ [f]: on })}
                testId={`flag-${f}`}
              />
            </li>
          ))}
        </ul>
        <ErrorLine error={flag.error} />
      </Panel>
      <Panel title={t('config.brand.modules')}>
        <p className="mb-3 text-xs text-muted">{t('config.brand.modulesHint')}</p>
        <ul className="divide-y divide-line">
          {roots.flatMap((r) => [row(r, false), ...children(r.modId).map((c) => row(c, true))])}
        </ul>
        <ErrorLine error={mod.error} />
      </Panel>
    </div>
  );
}
