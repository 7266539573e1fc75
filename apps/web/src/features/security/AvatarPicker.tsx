import { AVATAR_IDS, avatarUrl, ROUTES } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { useRefreshAccount } from '../../api/profile';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/form/FormAlert';
import { DialogFooter, Modal } from '../../ui/Modal';

/** The drawn avatars (public/static/avatar): the choice is stored on the member and shows in the header. */
export function AvatarPicker({ open, current, onClose }: { open: boolean; current: number; onClose: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshAccount();
  const [picked, setPicked] = useState(current);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  useEffect(() => {
    if (open) {
      setPicked(current);
      setError('');
    }
  }, [open, current]);
  const save = async () => {
    setBusy(true);
    try {
      await call(ROUTES.profileAvatar, { body: { avatar: picked } });
      await refresh();
      onClose();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} onClose={onClose} title={t('security.avatar.title')} testId="avatar-modal">
      <fieldset className="grid grid-cols-4 gap-3">
        <legend className="sr-only">{t('security.avatar.title')}</legend>
        {AVATAR_IDS.map((n) => (
          <label
            key={n}
            data-testid={`avatar-${n}`}
            className={`cursor-pointer rounded-full p-1 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-fg ${picked === n ? 'bg-gold ring-2 ring-gold' : 'hover:bg-surface-3'}`}
          >
            <input
              type="radio"
              name="avatar"
              value={n}
              checked={picked === n}
              onChange={() => setPicked(n)}
              aria-label={t('security.avatar.option', { n })}
              className="sr-only"
            />
            <img src={avatarUrl(n)} alt="" className="aspect-square w-full rounded-full" />
          </label>
        ))}
      </fieldset>
      <FormAlert message={error} />
      <DialogFooter className="mt-4">
        <Button className="w-full py-3" disabled={busy} onClick={save} data-testid="avatar-save">
          {t('security.avatar.save')}
        </Button>
      </DialogFooter>
    </Modal>
  );
}
