import { operatorLoginBody } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { operatorLogin } from '../../../api/support-chat';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/form/FormAlert';
import { showServerError } from '../../../ui/form/serverErrors';
import { PasswordField, TextField } from '../../../ui/form/TextField';
import { useZodForm } from '../../../ui/form/useZodForm';
import { startOpsSession } from './ops-session';

/** The back office's own login (POST /wps/operator/session/login): username and password, no TOTP. */
export function OpsLogin() {
  const { t } = useTranslation();
  const form = useZodForm(operatorLoginBody, { defaultValues: { username: '', password: '' } });
  const submit = form.handleSubmit(async (body) => {
    try {
      // Issue 17: the password step now answers a TOTP step (ticket), not a token; the back office's
      // login screen (TOTP, enrolment by QR) replaces this one. Until then this console cannot sign in.
      const answer: object = await operatorLogin(body);
      if ('token' in answer && typeof answer.token === 'string') startOpsSession(answer.token);
    } catch (err) {
      showServerError(form, err);
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid="ops-login"
      className="mx-auto mt-16 flex w-full max-w-sm flex-col gap-4 rounded-2xl border border-line bg-surface p-6 shadow-xl"
    >
      <h1 className="text-lg font-bold">{t('chat.ops.login')}</h1>
      <TextField
        control={form.control}
        name="username"
        label={t('chat.ops.username')}
        required
        autoComplete="username"
        data-testid="ops-username"
      />
      <PasswordField
        control={form.control}
        name="password"
        label={t('chat.ops.password')}
        required
        autoComplete="current-password"
        data-testid="ops-password"
      />
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <Button type="submit" disabled={form.formState.isSubmitting} data-testid="ops-sign-in">
        {t('chat.ops.signIn')}
      </Button>
    </form>
  );
}
