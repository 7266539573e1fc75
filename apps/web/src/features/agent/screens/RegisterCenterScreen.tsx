import { createDownlineBody } from '@platform/contracts';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAgentProfile, useCreateDownline } from '../../../api/agent';
import { Button } from '../../../ui/Button';
import { bind } from '../../../ui/form/bind';
import { FormAlert } from '../../../ui/form/FormAlert';
import { showServerError } from '../../../ui/form/serverErrors';
import { useZodForm } from '../../../ui/form/useZodForm';
import { requireFilled } from '../../auth/rules';
import { Field, inputClass } from '../table';
import { type Kind, KindChoice, RebateField, rebateText } from './DownlineFields';
import { InvitationCodes } from './InvitationCodes';

/** Register center: open a downline account directly, and manage the invitation codes. */
export function RegisterCenterScreen() {
  return (
    <div className="grid items-start gap-4 xl:grid-cols-2">
      <CreateDownlineForm />
      <InvitationCodes />
    </div>
  );
}

const EMPTY = { username: '', password: '', kind: 'member' as Kind, rebate: '' };

function CreateDownlineForm() {
  const { t } = useTranslation();
  const profile = useAgentProfile();
  const create = useCreateDownline();
  const [done, setDone] = useState('');
  const max = profile.data?.rebate;
  // The contract's body; username and password must be given, the rebate as typed within the caller's own.
  const form = useZodForm(
    createDownlineBody
      .extend({ username: createDownlineBody.shape.username.trim(), rebate: rebateText(max) })
      .superRefine(requireFilled('username', 'password')),
    { defaultValues: EMPTY },
  );
  const { errors } = form.formState;
  const submit = form.handleSubmit((v) => {
    setDone('');
    create.mutate(
      { ...v, username: v.username.trim(), rebate: v.rebate.trim() },
      {
        onSuccess: (r) => {
          setDone(t('agent.register.created', { account: r.account }));
          form.reset({ ...EMPTY, kind: v.kind });
        },
        onError: (err) => showServerError(form, err),
      },
    );
  });
  const text = (name: 'username' | 'password') => form.register(name);
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
      data-testid="create-downline"
    >
      <h2 className="font-bold">{t('agent.register.createTitle')}</h2>
      <Field label={t('agent.register.username')} error={errors.username?.message}>
        <input
          autoComplete="off"
          aria-invalid={Boolean(errors.username)}
          {...text('username')}
          className={inputClass}
        />
      </Field>
      <Field label={t('agent.register.password')} error={errors.password?.message}>
        <input
          type="password"
          autoComplete="new-password"
          aria-invalid={Boolean(errors.password)}
          {...text('password')}
          className={inputClass}
        />
      </Field>
      <Controller
        control={form.control}
        name="kind"
        render={({ field, fieldState }) => (
          <KindChoice value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <Controller
        control={form.control}
        name="rebate"
        render={({ field, fieldState }) => <RebateField {...bind(field, fieldState)} max={max} />}
      />
      <FormAlert message={errors.root?.server?.message} />
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
