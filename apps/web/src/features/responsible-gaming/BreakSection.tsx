import { RG_EXCLUSIONS, RG_TIMEOUTS, type RgBlock, rgExclusionBody } from '@platform/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { startExclusion, startTimeout } from '../../api/responsible-gaming';
import { Button } from '../../ui/Button';
import { useZodForm } from '../../ui/form/useZodForm';
import { DialogFooter, Modal } from '../../ui/Modal';

type Ask =
  | { kind: 'timeout'; duration: (typeof RG_TIMEOUTS)[number] }
  | { kind: 'exclusion'; duration: (typeof RG_EXCLUSIONS)[number] };

/**
 * Take a break (time-out) or self-exclude. Both end every session at once, so the answer is shown
 * on the home page (BlockedNotice) as this tab signs out. Self-exclusion asks for the login password.
 */
export function BreakSection({ passwordSet }: { passwordSet: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [ask, setAsk] = useState<Ask | null>(null);
  // The contract's exclusion password, required here when the member has one to re-enter.
  const form = useZodForm(
    rgExclusionBody.pick({ password: true }).superRefine((v, ctx) => {
      if (ask?.kind === 'exclusion' && passwordSet && !v.password)
        ctx.addIssue({ code: 'custom', path: ['password'], message: t('rg.passwordRequired') });
    }),
    { defaultValues: { password: '' } },
  );
  const error = form.formState.errors.password?.message;

  const confirm = form.handleSubmit(async ({ password }) => {
    if (!ask) return;
    try {
      const b =
        ask.kind === 'timeout'
          ? await startTimeout({ duration: ask.duration })
          : await startExclusion({ duration: ask.duration, password: password || undefined });
      setAsk(null);
      leave(b);
    } catch (e) {
      // The one field of this dialog carries every refusal, the server's words as given.
      form.setError('password', {
        type: 'server',
        message: e instanceof ApiError ? (e.byField.password ?? e.message) : t('errors.unknown'),
      });
    }
  });
  // The server has ended every session: home with the notice, where BlockedNotice makes this tab forget its token
  // (ending it here first would send the protected page to the login popup).
  const leave = (b: RgBlock) => navigate('/', { replace: true, state: { rgBlock: b } });
  const label = (a: Ask) => (a.kind === 'timeout' ? t(`rg.timeout.${a.duration}`) : t(`rg.exclusion.${a.duration}`));
  const open = (a: Ask) => {
    form.reset({ password: '' });
    setAsk(a);
  };
  const choice = (a: Ask) => (
    <Button
      key={a.duration}
      variant="ghost"
      className="px-3 py-1.5 text-xs"
      data-testid={`rg-${a.kind}-${a.duration}`}
      onClick={() => open(a)}
    >
      {label(a)}
    </Button>
  );

  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <div className="flex flex-col gap-2 rounded-xl border border-line px-4 py-3">
        <h3 className="font-semibold">{t('rg.timeoutTitle')}</h3>
        <p className="text-xs leading-relaxed text-muted">{t('rg.timeoutBody')}</p>
        <div className="flex flex-wrap gap-2">{RG_TIMEOUTS.map((d) => choice({ kind: 'timeout', duration: d }))}</div>
      </div>
      <div className="flex flex-col gap-2 rounded-xl border border-danger/40 px-4 py-3">
        <h3 className="font-semibold">{t('rg.exclusionTitle')}</h3>
        <p className="text-xs leading-relaxed text-muted">{t('rg.exclusionBody')}</p>
        <div className="flex flex-wrap gap-2">
          {RG_EXCLUSIONS.map((d) => choice({ kind: 'exclusion', duration: d }))}
        </div>
      </div>

      <Modal
        open={ask !== null}
        onClose={() => setAsk(null)}
        title={ask ? t(`rg.${ask.kind}Title`) : ''}
        testId="rg-block-dialog"
        stacked
      >
        {ask && (
          <form className="flex flex-col gap-4" onSubmit={confirm} noValidate>
            <p className="text-sm leading-relaxed text-muted">{t(`rg.${ask.kind}Confirm`, { duration: label(ask) })}</p>
            {ask.kind === 'exclusion' && passwordSet && (
              <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
                {t('rg.password')}
                <input
                  type="password"
                  autoComplete="current-password"
                  data-testid="rg-password"
                  {...form.register('password')}
                  aria-invalid={Boolean(error)}
                  className={`rounded-lg border bg-surface-2 px-3 py-2.5 text-sm text-fg outline-none ${error ? 'border-danger' : 'border-line focus:border-gold'}`}
                />
              </label>
            )}
            <DialogFooter>
              {error && (
                <p className="text-xs text-danger" role="alert" data-testid="rg-block-error">
                  {error}
                </p>
              )}
              <div className="flex justify-end gap-2">
                <Button variant="ghost" onClick={() => setAsk(null)}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" disabled={form.formState.isSubmitting} data-testid="rg-block-confirm">
                  {t(`rg.${ask.kind}Start`)}
                </Button>
              </div>
            </DialogFooter>
          </form>
        )}
      </Modal>
    </div>
  );
}
