import { forgotByEmailBody, ROUTES, resetByPhoneBody } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useResetAccount } from '../../api/account';
import { call } from '../../api/client';
import { useModals } from '../../state/modals';
import { startSession } from '../../state/session';
import { Button } from '../../ui/Button';
import { SubmitFooter } from '../../ui/form/SubmitFooter';
import { showServerError } from '../../ui/form/serverErrors';
import { TextField } from '../../ui/form/TextField';
import { useZodForm } from '../../ui/form/useZodForm';
import { Modal } from '../../ui/Modal';
import { MobileCodeFields } from './MobileCodeFields';
import { useMobileRules } from './mobile';
import { PasswordFields, useNewPasswordRule } from './PasswordFields';
import { ProofOfWorkField, useProofOfWork } from './ProofOfWork';
import { Tabs } from './Tabs';

type Mode = 'email' | 'phone';
type Values = typeof EMPTY;
const EMPTY = { username: '', email: '', mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: '' };
const PHONE_ONLY = ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'];

/**
 * Password recovery (spec §4): by username and email, which mails a reset link; or by mobile,
 * SMS code and a new password, which logs the member in and returns to /.
 */
export function ForgotModal() {
  const { t } = useTranslation();
  const { modal, open, close } = useModals();
  const mobile = useMobileRules();
  const navigate = useNavigate();
  const reset = useResetAccount();
  const passwordRule = useNewPasswordRule();
  const [mode, setMode] = useState<Mode>('email');
  const [sent, setSent] = useState(false);
  const pow = useProofOfWork();
  // Each tab is its contract's body: by email, or by phone with the brand's mobile numbers and
  // password rule on top. The anti-bot payload is added when sending, so it is left out here.
  const byEmail = forgotByEmailBody.omit({ altcha: true });
  const byPhone = resetByPhoneBody.omit({ altcha: true }).superRefine(mobile.refine).superRefine(passwordRule);
  // One form holds both tabs' fields; each schema reads (and sends) only its own.
  const schema = (mode === 'email' ? byEmail : byPhone) as unknown as z.ZodType<Partial<Values>, Values>;
  const form = useZodForm(schema, { defaultValues: EMPTY });
  const message = form.formState.errors.root?.server?.message;
  const setMessage = (m: string) => form.setError('root.server', { message: m });

  const submit = form.handleSubmit(async (v) => {
    try {
      if (mode === 'email') {
        await call(ROUTES.forgotByEmail, {
          body: { username: v.username ?? '', email: v.email ?? '', altcha: await pow.take() },
        });
        setSent(true);
      } else {
        const r = await call(ROUTES.resetByPhone, {
          body: {
            mobileNum: v.mobileNum ?? '',
            countryDialingCode: mobile.dialing,
            verificationCode: v.verificationCode ?? '',
            newPassword: v.newPassword ?? '',
            confirmNewPassword: v.confirmNewPassword ?? '',
            altcha: await pow.take(),
          },
        });
        startSession(r.token, r.firstTimeLogin);
        reset();
        form.reset(EMPTY);
        close();
        navigate('/');
      }
    } catch (err) {
      // One form holds both tabs' fields: the other tab's are off screen.
      showServerError(form, err, { hidden: mode === 'email' ? PHONE_ONLY : ['username', 'email'] });
    }
  });

  const onClose = () => {
    setSent(false);
    close();
  };

  return (
    <Modal open={modal === 'forgot'} onClose={onClose} title={t('auth.forgotTitle')} testId="forgot-modal">
      <Tabs
        tabs={[
          { id: 'email', label: t('auth.byEmail') },
          { id: 'phone', label: t('auth.byPhone') },
        ]}
        value={mode}
        onChange={(m) => {
          setMode(m);
          form.clearErrors();
        }}
      />
      {mode === 'email' && sent ? (
        <div className="flex flex-col gap-4" data-testid="reset-link-sent">
          <p className="rounded-lg bg-emerald/10 px-3 py-3 text-sm text-emerald">{t('auth.resetLinkSent')}</p>
          <Button onClick={onClose}>{t('common.confirm')}</Button>
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
          {mode === 'email' ? (
            <>
              <TextField control={form.control} name="username" label={t('auth.username')} required />
              <TextField
                control={form.control}
                name="email"
                label={t('auth.email')}
                type="email"
                required
                inputMode="email"
              />
            </>
          ) : (
            <>
              <MobileCodeFields
                control={form.control}
                checkMobile={() => form.trigger('mobileNum')}
                onError={setMessage}
                challenge={async () => ({ altcha: await pow.take() })}
              />
              <PasswordFields control={form.control} />
            </>
          )}
          <ProofOfWorkField pow={pow} />
          <SubmitFooter
            message={message}
            busy={form.formState.isSubmitting}
            label={t('auth.submitForgot')}
            testId="forgot-submit"
          />
          <button type="button" className="text-sm text-muted hover:text-fg" onClick={() => open('login')}>
            {t('common.login')}
          </button>
        </form>
      )}
    </Modal>
  );
}
