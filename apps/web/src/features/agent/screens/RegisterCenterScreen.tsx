import { DOWNLINE_KINDS } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgentProfile, useCreateDownline } from '../../../api/agent';
import type { ApiError } from '../../../api/client';
import { Button } from '../../../ui/Button';
import { Field, inputClass } from '../table';
import { KindChoice, RebateField } from './DownlineFields';
import { InvitationCodes } from './InvitationCodes';

type Kind = (typeof DOWNLINE_KINDS)[number];

/** Register center: open a downline account directly, and manage the invitation codes. */
export function RegisterCenterScreen() {
  return (
    <div className="grid items-start gap-4 xl:grid-cols-2">
      <CreateDownlineForm />
      <InvitationCodes />
    </div>
  );
}

function CreateDownlineForm() {
  const { t } = useTranslation();
  const profile = useAgentProfile();
  const create = useCreateDownline();
  const [v, setV] = useState({ username: '', password: '', kind: 'member' as Kind, rebate: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState('');
  const max = profile.data?.rebate;
  const set = (k: keyof typeof v) => (value: string) => {
    setV((s) => ({ ...s, [k]: value }));
    setErrors((e) => ({ ...e, [k]: '' }));
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setDone('');
    const need: Record<string, string> = {};
    for (const k of ['username', 'password', 'rebate'] as const) if (!v[k].trim()) need[k] = t('agent.required');
    if (!need.rebate && max !== undefined && Number(v.rebate) > Number(max))
      need.rebate = t('agent.register.rebateMax', { max });
    setErrors(need);
    if (Object.keys(need).length) return;
    create.mutate(
      { ...v, username: v.username.trim(), rebate: v.rebate.trim() },
      {
        onSuccess: (r) => {
          setDone(t('agent.register.created', { account: r.account }));
          setV({ username: '', password: '', kind: v.kind, rebate: '' });
        },
        onError: (err) => {
          const fields = (err as ApiError).byField ?? {};
          setErrors(Object.keys(fields).length ? fields : { form: err.message });
        },
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
      data-testid="create-downline"
    >
      <h2 className="font-bold">{t('agent.register.createTitle')}</h2>
      <Field label={t('agent.register.username')} error={errors.username}>
        <input
          name="username"
          autoComplete="off"
          value={v.username}
          aria-invalid={Boolean(errors.username)}
          onChange={(e) => set('username')(e.target.value)}
          className={inputClass}
        />
      </Field>
      <Field label={t('agent.register.password')} error={errors.password}>
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          value={v.password}
          aria-invalid={Boolean(errors.password)}
          onChange={(e) => set('password')(e.target.value)}
          className={inputClass}
        />
      </Field>
      <KindChoice value={v.kind} onChange={set('kind')} error={errors.kind} />
      <RebateField value={v.rebate} onChange={set('rebate')} error={errors.rebate} max={max} />
      {errors.form && (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      )}
      {done && (
        <p role="status" className="text-sm text-emerald" data-testid="create-downline-done">
          {done}
        </p>
      )}
      <Button type="submit" disabled={create.isPending} data-testid="create-downline-submit">
        {t('agent.register.create')}
      </Button>
    </form>
  );
}
