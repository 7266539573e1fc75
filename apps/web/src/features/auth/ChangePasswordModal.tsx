import { ROUTES } from '@platform/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { accountKeys, useMemberInfo } from '../../api/account';
import { type ApiError, call } from '../../api/client';
import { useModals } from '../../app/modals';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useBrand } from '../layout/brand';
import { FormAlert } from './FormParts';
import { type NewPassword, PasswordFields, usePasswordCheck } from './PasswordFields';
import { SmsCodeField } from './SmsCodeField';
import { TextField } from './TextField';

/**
 * Change password (spec §4): on success login info reloads, the popup closes and the member goes
 * to /. Opened 'forced' after a login with a default or expired password; then it cannot be dismissed.
 */
export function ChangePasswordModal() {
  const { t } = useTranslation();
  const { modal, helpSection, close } = useModals();
  const forced = helpSection === 'forced';
  const navigate = useNavigate();
  const qc = useQueryClient();
  const check = usePasswordCheck();
  const brand = useBrand();
  const info = useMemberInfo().data;
  // CHNGPASSVERIF3: a member with a bound number also gives an SMS code sent to it.
  const needsCode = brand.flags.CHNGPASSVERIF3 && Boolean(info?.mobile);
  const [code, setCode] = useState('');
  const [oldPassword, setOld] = useState('');
  const [pw, setPw] = useState<NewPassword>({ newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found = check(pw);
    if (!oldPassword) found.oldPassword = t('common.required');
    if (needsCode && !/^\d{6}$/.test(code)) found.verificationCode = t('auth.codeInvalid');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setMessage('');
    try {
      await call(ROUTES.changePassword, {
        body: { oldPassword, ...pw, ...(needsCode ? { verificationCode: code } : {}) },
      });
      await qc.invalidateQueries({ queryKey: accountKeys.all });
      setOld('');
      setPw({ newPassword: '', confirmNewPassword: '' });
      close();
      navigate('/');
    } catch (err) {
      const error = err as ApiError;
      setMessage(error.message);
      setErrors(error.byField);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={modal === 'changePassword'}
      onClose={close}
      dismissible={!forced}
      title={t('auth.changeTitle')}
      testId="change-password-modal"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        {forced && <p className="rounded-lg bg-gold/10 px-3 py-2 text-sm text-gold">{t('auth.changeForced')}</p>}
        <TextField
          label={t('auth.oldPassword')}
          type="password"
          value={oldPassword}
          onChange={(x) => {
            setOld(x);
            setErrors((s) => ({ ...s, oldPassword: '' }));
          }}
          error={errors.oldPassword}
          required
          autoComplete="current-password"
        />
        <PasswordFields
          value={pw}
          onChange={(x) => {
            setPw(x);
            setErrors((s) => ({ ...s, newPassword: '', confirmNewPassword: '' }));
          }}
          errors={errors}
        />
        {needsCode && (
          <SmsCodeField
            label={`${t('auth.smsCode')} (${info?.mobile})`}
            value={code}
            onChange={(x) => {
              setCode(x);
              setErrors((s) => ({ ...s, verificationCode: '' }));
            }}
            error={errors.verificationCode}
            route={ROUTES.smsMember}
            mobileNum=""
            dialingCode=""
            validate={() => true}
            onError={setMessage}
          />
        )}
        <FormAlert message={message} />
        <Button type="submit" disabled={busy} className="mt-1 py-3" data-testid="change-password-submit">
          {t('auth.changeSubmit')}
        </Button>
      </form>
    </Modal>
  );
}
