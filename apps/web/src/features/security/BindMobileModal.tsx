import { bindMobileBody, ROUTES } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { useRefreshAccount } from '../../api/profile';
import { Button } from '../../ui/Button';
import { SubmitFooter } from '../../ui/form/SubmitFooter';
import { showServerError } from '../../ui/form/serverErrors';
import { PasswordField, TextField } from '../../ui/form/TextField';
import { useZodForm } from '../../ui/form/useZodForm';
import { Modal } from '../../ui/Modal';
import { useMobileRules } from '../auth/mobile';
import { SmsCodeField } from '../auth/SmsCodeField';

const EMPTY = { mobileNum: '', verificationCode: '', password: '' };

/**
 * Bind or change the mobile: the new number (one another member holds is refused before a code is
 * sent), the SMS code sent to it, and the login password again.
 */
export function BindMobileModal({
  open,
  onClose,
  current,
  askPassword,
}: {
  open: boolean;
  onClose: () => void;
  current: string | null;
  askPassword: boolean;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshAccount();
  const rules = useMobileRules();
  const [done, setDone] = useState('');
  const [message, setMessage] = useState('');
  const schema = bindMobileBody.superRefine((v, ctx) => {
    rules.refine(v, ctx);
    if (askPassword && !v.password) ctx.addIssue({ code: 'custom', path: ['password'], message: t('common.required') });
  });
  const form = useZodForm(schema, {
    defaultValues: EMPTY,
    messages: { verificationCode: () => t('auth.codeInvalid') },
  });
  const { reset } = form;
  useEffect(() => {
    if (open) {
      setDone('');
      setMessage('');
      reset(EMPTY);
    }
  }, [open, reset]);
  const mobileNum = useWatch({ control: form.control, name: 'mobileNum' });

  const submit = form.handleSubmit(async (v) => {
    try {
      const r = await call(ROUTES.bindMobile, {
        body: {
          mobileNum: v.mobileNum,
          countryDialingCode: rules.dialing,
          verificationCode: v.verificationCode,
          ...(askPassword ? { password: v.password } : {}),
        },
      });
      await refresh();
      setDone(r.mobile);
    } catch (err) {
      showServerError(form, err, { hidden: askPassword ? [] : ['password'] });
    }
  });

  const title = current ? t('security.mobile.changeTitle') : t('security.mobile.bindTitle');
  return (
    <Modal open={open} onClose={onClose} title={title} testId="bind-mobile-modal">
      {done ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm" data-testid="bind-mobile-done">
            {t('security.mobile.done', { mobile: done })}
          </p>
          <Button className="py-3" onClick={onClose}>
            {t('security.close')}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          {current && <p className="text-sm text-muted">{t('security.mobile.current', { mobile: current })}</p>}
          <TextField
            control={form.control}
            name="mobileNum"
            label={t('security.mobile.new')}
            hint={t('auth.mobileHint', { digits: rules.digits })}
            required
            inputMode="tel"
            prefix={rules.dialing}
          />
          <SmsCodeField
            control={form.control}
            name="verificationCode"
            label={t('auth.smsCode')}
            route={ROUTES.bindMobileCode}
            mobileNum={mobileNum}
            dialingCode={rules.dialing}
            validate={() => form.trigger('mobileNum')}
            onError={setMessage}
          />
          {askPassword && (
            <PasswordField
              control={form.control}
              name="password"
              label={t('security.passwordAgain')}
              hint={t('security.passwordAgainHint')}
              required
              autoComplete="current-password"
            />
          )}
          <SubmitFooter
            message={message || form.formState.errors.root?.server?.message}
            busy={form.formState.isSubmitting}
            label={t('security.mobile.submit')}
            testId="bind-mobile-submit"
          />
        </form>
      )}
    </Modal>
  );
}
