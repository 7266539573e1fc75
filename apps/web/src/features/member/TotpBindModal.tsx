import { ROUTES } from '@platform/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountKeys } from '../../api/account';
import { type ApiError, call } from '../../api/client';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { FormAlert } from '../auth/FormParts';
import { TextField } from '../auth/TextField';
import { AppQr } from '../layout/AppQr';

/**
 * Binding an authenticator app (the TOTP method of the new-IP verification): scan the QR or type
 * the secret, then prove it with one code. The binding changes only when that code is right.
 */
export function TotpBindModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [setup, setSetup] = useState<{ secret: string; otpauthUrl: string }>();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!open) return;
    setSetup(undefined);
    setCode('');
    setMessage('');
    call(ROUTES.totpSetup)
      .then(setSetup)
      .catch((e: Error) => setMessage(e.message));
  }, [open]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code)) return setError(t('auth.codeInvalid'));
    try {
      await call(ROUTES.totpConfirm, { body: { code } });
      await qc.invalidateQueries({ queryKey: accountKeys.all });
      onClose();
    } catch (err) {
      setMessage((err as ApiError).message);
    }
  };

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
          label={t('auth.verify.totpLabel')}
          value={code}
          onChange={(v) => {
            setCode(v);
            setError('');
            setMessage('');
          }}
          error={error}
          required
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
        />
        <FormAlert message={message} />
        <Button type="submit" className="py-3" disabled={!setup} data-testid="totp-submit">
          {t('member.security.totpConfirm')}
        </Button>
      </form>
    </Modal>
  );
}
