import { ageOn, INCOME_SOURCES, type Profile, profileBody, ROUTES } from '@platform/contracts';
import { useState } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { useRefreshAccount } from '../../api/profile';
import { Button } from '../../ui/Button';
import { DateFormField } from '../../ui/date-field/DateFormField';
import { FormAlert } from '../../ui/form/FormAlert';
import { LabeledInput } from '../../ui/form/LabeledInput';
import { showServerError } from '../../ui/form/serverErrors';
import { type FieldProps, TextField } from '../../ui/form/TextField';
import { useZodForm } from '../../ui/form/useZodForm';

/** The browser's calendar day, yyyy-MM-dd (the server judges the age gate on the brand's day). */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The earliest birthday the contract takes (isCalendarDate). */
const FIRST_BIRTHDAY = '1900-01-01';

/**
 * The profile labels of spec §3 on the contract's schema: every field is sent, an empty one clears
 * it; the real name is asked only while unset (then it is the payout holder name, read-only here).
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const refresh = useRefreshAccount();
  const [saved, setSaved] = useState(false);
  const schema = profileBody.superRefine((v, ctx) => {
    if (v.birthday && /^\d{4}-\d{2}-\d{2}$/.test(v.birthday) && ageOn(v.birthday, today()) < profile.ageGate)
      ctx.addIssue({
        code: 'custom',
        path: ['birthday'],
        message: t('security.profile.birthdayHint', { age: profile.ageGate }),
      });
  });
  const form = useZodForm(schema, {
    defaultValues: {
      nickname: profile.nickname,
      realName: profile.realNameLocked ? undefined : profile.realName,
      birthday: profile.birthday,
      address: profile.address,
      nationality: profile.nationality,
      occupation: profile.occupation,
      incomeSource: profile.incomeSource,
      telegram: profile.telegram,
      zalo: profile.zalo,
    },
    messages: {
      nickname: () => t('security.profile.nicknameRule'),
      realName: () => t('security.profile.realNameRule'),
      nationality: () => t('security.profile.wordsRule'),
      occupation: () => t('security.profile.wordsRule'),
      telegram: () => t('security.profile.telegramRule'),
      zalo: () => t('security.profile.zaloRule'),
    },
  });
  const submit = form.handleSubmit(async (body) => {
    setSaved(false);
    try {
      const next = await call(ROUTES.profileSave, { body });
      await refresh();
      form.reset({ ...body, realName: next.realNameLocked ? undefined : next.realName });
      setSaved(true);
    } catch (err) {
      // A locked real name is shown, not typed: a message about it goes to the alert.
      showServerError(form, err, { hidden: profile.realNameLocked ? ['realName'] : [] });
    }
  });
  const p = 'security.profile';
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="profile-form">
      <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="nickname"
          label={t(`${p}.nickname`)}
          hint={t(`${p}.nicknameHint`)}
          maxLength={20}
          autoComplete="nickname"
        />
        {profile.realNameLocked ? (
          <LabeledInput
            label={t(`${p}.realName`)}
            value={profile.realName}
            onChange={() => undefined}
            hint={t(`${p}.realNameLocked`)}
            disabled
            data-testid="real-name-locked"
          />
        ) : (
          <TextField
            control={form.control}
            name="realName"
            label={t(`${p}.realName`)}
            hint={t(`${p}.realNameHint`)}
            maxLength={60}
            autoComplete="name"
          />
        )}
        <DateFormField
          control={form.control}
          name="birthday"
          label={t(`${p}.birthday`)}
          hint={t(`${p}.birthdayHint`, { age: profile.ageGate })}
          autoComplete="bday"
          min={FIRST_BIRTHDAY}
          max={today()}
          data-testid="birthday"
        />
        <IncomeSelect control={form.control} name="incomeSource" />
        <div className="sm:col-span-2">
          <TextField
            control={form.control}
            name="address"
            label={t(`${p}.address`)}
            maxLength={200}
            autoComplete="street-address"
          />
        </div>
        <TextField control={form.control} name="nationality" label={t(`${p}.nationality`)} maxLength={60} />
        <TextField control={form.control} name="occupation" label={t(`${p}.occupation`)} maxLength={60} />
        <TextField
          control={form.control}
          name="telegram"
          label={t(`${p}.telegram`)}
          hint={t(`${p}.telegramHint`)}
          maxLength={33}
        />
        <TextField
          control={form.control}
          name="zalo"
          label={t(`${p}.zalo`)}
          hint={t(`${p}.zaloHint`)}
          inputMode="tel"
          maxLength={16}
        />
      </div>
      <FormAlert message={form.formState.errors.root?.server?.message} />
      {saved && (
        <p
          role="status"
          className="rounded-lg bg-emerald/10 px-3 py-2 text-sm text-emerald"
          data-testid="profile-saved"
        >
          {t(`${p}.saved`)}
        </p>
      )}
      <Button
        type="submit"
        className="self-start px-6 py-3"
        disabled={form.formState.isSubmitting}
        data-testid="profile-save"
      >
        {t(`${p}.save`)}
      </Button>
    </form>
  );
}

/** Source of income: a fixed list (contracts INCOME_SOURCES), so operators read it in any language. */
function IncomeSelect<T extends FieldValues, Out>({ control, name }: FieldProps<T, Out>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="income-source" className="text-xs font-semibold text-muted">
        {t('security.profile.incomeSource')}
      </label>
      <select
        id="income-source"
        name={field.name}
        ref={field.ref}
        value={(field.value as string) ?? ''}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        aria-invalid={Boolean(fieldState.error)}
        data-testid="income-source"
        className={`rounded-lg border bg-surface-2 px-3 py-2.5 text-sm text-fg outline-none ${fieldState.error ? 'border-danger' : 'border-line focus:border-gold'}`}
      >
        <option value="">{t('security.profile.incomeNone')}</option>
        {INCOME_SOURCES.map((s) => (
          <option key={s} value={s}>
            {t(`security.profile.income.${s}`)}
          </option>
        ))}
      </select>
      {fieldState.error && (
        <p className="text-xs text-danger" data-field-error>
          {fieldState.error.message}
        </p>
      )}
    </div>
  );
}
