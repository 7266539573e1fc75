import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatImageUrl } from '../../api/support-chat';

/** A chat image fetched with the viewer's token (member, guest or operator) into an object URL. */
export function ChatImage({ id, as }: { id: string; as: string | null }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    chatImageUrl(id, as)
      .then((u) => {
        made = u;
        if (live) setUrl(u);
        else URL.revokeObjectURL(u);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [id, as]);
  if (failed) return <span className="text-xs text-muted">{t('chat.imageFailed')}</span>;
  if (!url) return <span className="block h-24 w-32 animate-pulse rounded-lg bg-black/10" />;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block">
      <img
        src={url}
        alt={t('chat.imageAlt')}
        data-testid="chat-image"
        className="max-h-48 max-w-[12rem] rounded-lg object-cover"
      />
    </a>
  );
}
