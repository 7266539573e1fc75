import { CS_TYPES, type OpsCsBody, type OpsCsEntry, ROUTES } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Loader';
import { opsCall } from '../../api/ops-call';
import { useOpsT } from '../../i18n';
import { configKeys, ErrorLine, fieldMessage, inputClass, Panel, useSave } from './parts';

const POSITIONS = ['float', 'sidemenu', 'footer', 'agent'] as const;
const empty: OpsCsBody = { csType: 'livechat', csPosition: 'float', title: '', path: '', sequence: 0 };

/** Customer service entries: the float service button's links, the side menu's, the footer's and the agents'. */
export function CsTab() {
  const t = useOpsT();
  const list = useQuery({ queryKey: configKeys.cs, queryFn: () => opsCall(ROUTES.opsConfigCs) });
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<OpsCsBody>(empty);
  const save = useSave((d: { id: number | null; body: OpsCsBody }) =>
    d.id === null
      ? opsCall(ROUTES.opsConfigCsCreate, { body: d.body })
      : opsCall(ROUTES.opsConfigCsUpdate, { params: { id: d.id }, body: d.body }),
  );
  const remove = useSave((id: number) => opsCall(ROUTES.opsConfigCsDelete, { params: { id } }));
  const edit = (e: OpsCsEntry) => {
    setEditing(e.id);
    setDraft({ csType: e.csType, csPosition: e.csPosition, title: e.title, path: e.path, sequence: e.sequence });
  };
  const field = (name: 'title' | 'path', label: string) => (
    <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
      {label}
      <input
        className={inputClass}
        value={draft[name]}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
        data-testid={`cs-${name}`}
      />
      {fieldMessage(save.error, name) && (
        <span className="font-normal text-danger">{fieldMessage(save.error, name)}</span>
      )}
    </label>
  );
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_340px]">
      <Panel title={t('config.cs.title')}>
        {list.isPending && <Spinner />}
        <ErrorLine error={list.error ?? remove.error} />
        {POSITIONS.map((pos) => {
          const rows = list.data?.filter((e) => e.csPosition === pos) ?? [];
          if (rows.length === 0) return null;
          return (
            <div key={pos} className="mb-3">
              <h3 className="mb-1 text-xs font-bold uppercase tracking-wide text-muted">
                {t(`config.cs.positions.${pos}`)}
              </h3>
              <ul className="divide-y divide-line" data-testid={`cs-${pos}`}>
                {rows.map((e) => (
                  <li key={e.id} className="flex items-center justify-between gap-3 py-1.5" data-testid="row">
                    <span className="min-w-0 text-sm">
                      <span className="me-2 rounded bg-surface-2 px-1.5 py-0.5 text-xs">{e.csType}</span>
                      {e.title} <span className="block truncate text-xs text-muted">{e.path}</span>
                    </span>
                    <span className="flex shrink-0 gap-1">
                      <Button variant="ghost" className="px-3 py-1 text-xs" onClick={() => edit(e)}>
                        {t('config.edit')}
                      </Button>
                      <Button variant="ghost" className="px-3 py-1 text-xs" onClick={() => remove.mutate(e.id)}>
                        {t('config.remove')}
                      </Button>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </Panel>
      <Panel title={t(editing === null ? 'config.cs.add' : 'config.cs.editTitle')}>
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(
              { id: editing, body: draft },
              {
                onSuccess: () => {
                  setEditing(null);
                  setDraft(empty);
                },
              },
            );
          }}
        >
          <div className="grid grid-cols-2 gap-2">
            <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
              {t('config.cs.type')}
              <select
                className={inputClass}
                value={draft.csType}
                onChange={(e) => setDraft({ ...draft, csType: e.target.value as OpsCsBody['csType'] })}
              >
                {CS_TYPES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
              {t('config.cs.position')}
              <select
                className={inputClass}
                value={draft.csPosition}
                onChange={(e) => setDraft({ ...draft, csPosition: e.target.value as OpsCsBody['csPosition'] })}
              >
                {POSITIONS.map((p) => (
                  <option key={p} value={p}>
                    {t(`config.cs.positions.${p}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {field('title', t('config.cs.label'))}
          {field('path', t('config.cs.link'))}
          {!fieldMessage(save.error, 'path') && !fieldMessage(save.error, 'title') && <ErrorLine error={save.error} />}
          <div className="flex gap-2">
            <Button type="submit" disabled={save.isPending} className="flex-1" data-testid="cs-save">
              {t('config.save')}
            </Button>
            {editing !== null && (
              <Button
                variant="ghost"
                onClick={() => {
                  setEditing(null);
                  setDraft(empty);
                }}
              >
                {t('config.cancel')}
              </Button>
            )}
          </div>
        </form>
      </Panel>
    </div>
  );
}
