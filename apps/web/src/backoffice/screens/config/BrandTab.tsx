import { FLAG_NAMES, type OpsModule, ROUTES, type WhitelabelFlags } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../../ui/Loader';
import { opsCall } from '../../api/ops-call';
import { type OpsKey, useOpsT } from '../../i18n';
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
  // The seed names the menu screens by their ids; a module the texts do not know keeps the name it was given.
  const moduleLabel = (m: OpsModule) => t(`config.brand.module.${m.modId}` as OpsKey, { defaultValue: m.name });
  const row = (m: OpsModule, child: boolean) => (
    <li key={m.modId} className={`flex items-center justify-between gap-3 py-1.5 ${child ? 'ps-5' : ''}`}>
      <Label text={moduleLabel(m)} code={m.modId} strong={!child} />
      <Toggle
        checked={m.enabled}
        label={moduleLabel(m)}
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
              <Label text={t(`config.brand.flag.${f}`)} code={f} />
              <Toggle
                checked={flags[f]}
                label={t(`config.brand.flag.${f}`)}
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

/** A switch's readable name, with its id (what the API and the players' menus call it) as secondary text. */
function Label({ text, code, strong }: { text: string; code: string; strong?: boolean }) {
  return (
    <span className="flex min-w-0 flex-col leading-tight">
      <span className={strong ? 'text-sm font-bold' : 'text-sm'}>{text}</span>
      <code className="text-xs text-muted">{code}</code>
    </span>
  );
}
