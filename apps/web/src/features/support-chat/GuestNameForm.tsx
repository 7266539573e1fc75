import { CHAT_LIMITS, chatGuestLaunchBody } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { chatLaunch } from '../../api/support-chat';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/form/FormAlert';
import { showServerError } from '../../ui/form/serverErrors';
import { TextField } from '../../ui/form/TextField';
import { useZodForm } from '../../ui/form/useZodForm';
import type { Guest } from './guest';

/** A visitor without an account gives a name (1-30 characters) and gets a 24-hour guest chat token. */
export function GuestNameForm({ onStarted, notice }: { onStarted: (g: Guest) => void; notice?: string }) {
  const { t } = useTranslation();
  const form = useZodForm(chatGuestLaunchBody, { defaultValues: { name: '' } });
  const submit = form.handleSubmit(async (body) => {
    try {
      const r = await chatLaunch(body);
      if (r.guestToken && r.guestExpiresAt)
        onStarted({ token: r.guestToken, name: r.name, expiresAt: r.guestExpiresAt });
    } catch (err) {
      showServerError(form, err);
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-1 flex-col justify-center gap-4 p-5"
      data-testid="chat-guest-form"
    >
      {notice && <p className="rounded-lg bg-gold/10 px-3 py-2 text-sm text-gold">{notice}</p>}
      <p className="text-sm text-muted">{t('chat.guestIntro')}</p>
      <TextField
        control={form.control}
        name="name"
        label={t('chat.guestName')}
        required
        maxLength={CHAT_LIMITS.nameMax}
        autoComplete="name"
        data-testid="chat-guest-name"
      />
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <Button type="submit" disabled={form.formState.isSubmitting} data-testid="chat-guest-start">
        {t('chat.start')}
      </Button>
    </form>
  );
}
