import { ROUTES, totpConfirmBody } from '@platform/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountKeys } from '../../api/account';
import { call } from '../../api/client';
import { SubmitFooter } from '../../ui/form/SubmitFooter';
import { showServerError } from '../../ui/form/serverErrors';
import { TextField } from '../../ui/form/TextField';
import { useZodForm } from '../../ui/form/useZodForm';
import { Modal } from '../../ui/Modal';
import { AppQr } from '../layout/AppQr';

/**
 * Binding an authenticator app (the TOTP method of the new-IP verification): scan the QR or type
 * the secret, then prove it with one code. The binding changes only when that code is right.
 */
export function TotpBindModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [setup, setSetup] = useState<{ secret: string; otpauthUrl: string }>();
  const form = useZodForm(totpConfirmBody, {
    defaultValues: { code: '' },
    messages: { code: () => t('auth.codeInvalid') },
  });
  const { reset, setError } = form;
  useEffect(() => {
    if (!open) return;
    setSetup(undefined);
    reset({ code: '' });
    call(ROUTES.totpSetup)
      .then(setSetup)
      .catch((e: Error) => setError('root.server', { message: e.message }));
  }, [open, reset, setError]);

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await call(ROUTES.totpConfirm, { body: { code } });
      await qc.invalidateQueries({ queryKey: accountKeys.all });
      onClose();
    } catch (err) {
      showServerError(form, err);
    }
  });

  return (
    <Modal open={open} onClose={onClose} title={t('member.security.bindTotp')} testId="totp-modal">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <p className="text-sm text-muted">{t('member.security.totpSteps')}</p>
        {setup && (
          <div className="flex flex-col items-center gap-2">
            <AppQr url={setup.otpauthUrl} label={t('member.security.totpScan')} size={168} />
            <code data-testid="totp-secret" className="select-all break-all rounded-lg bg-surface-2 px-3 py-2 text-xs">
              {setup.secret}
            </code>
          </div>
        )}
        <TextField
          control={form.control}
          name="code"
          label={t('auth.verify.totpLabel')}
          required
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
        />
        <SubmitFooter
          message={form.formState.errors.root?.server?.message}
          busy={!setup || form.formState.isSubmitting}
          label={t('member.security.totpConfirm')}
          testId="totp-submit"
        />
      </form>
    </Modal>
  );
}
