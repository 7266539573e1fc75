import { bindEmailBody, ROUTES } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { Button } from '../../ui/Button';
import { SubmitFooter } from '../../ui/form/SubmitFooter';
import { showServerError } from '../../ui/form/serverErrors';
import { PasswordField, TextField } from '../../ui/form/TextField';
import { useZodForm } from '../../ui/form/useZodForm';
import { Modal } from '../../ui/Modal';

/**
 * Bind or change the email: the new address and the login password again; a link goes to the new
 * address, and the address changes only when that link is opened (EmailConfirmPage).
 */
export function BindEmailModal({
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
  const [sent, setSent] = useState<{ sentTo: string; minutes: number }>();
  const schema = askPassword
    ? bindEmailBody.refine((v) => Boolean(v.password), {
        path: ['password'],
        message: t('common.required'),
      })
    : bindEmailBody;
  const form = useZodForm(schema, {
    defaultValues: { email: '', password: '' },
    messages: { email: () => t('security.email.invalid') },
  });
  const { reset } = form;
  useEffect(() => {
    if (open) {
      setSent(undefined);
      reset({ email: '', password: '' });
    }
  }, [open, reset]);

  const submit = form.handleSubmit(async (body) => {
    try {
      setSent(await call(ROUTES.bindEmail, { body: askPassword ? body : { email: body.email } }));
    } catch (err) {
      showServerError(form, err, { hidden: askPassword ? [] : ['password'] });
    }
  });

  const title = current ? t('security.email.changeTitle') : t('security.email.bindTitle');
  return (
    <Modal open={open} onClose={onClose} title={title} testId="bind-email-modal">
      {sent ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm" data-testid="bind-email-sent">
            {t('security.email.sent', { to: sent.sentTo, minutes: sent.minutes })}
          </p>
          <Button className="py-3" onClick={onClose}>
            {t('security.close')}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          {current && <p className="text-sm text-muted">{t('security.email.current', { email: current })}</p>}
          <TextField
            control={form.control}
            name="email"
            label={t('security.email.new')}
            required
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={120}
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
            message={form.formState.errors.root?.server?.message}
            busy={form.formState.isSubmitting}
            label={t('security.email.send')}
            testId="bind-email-submit"
          />
        </form>
      )}
    </Modal>
  );
}
