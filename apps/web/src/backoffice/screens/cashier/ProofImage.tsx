import { useEffect, useState } from 'react';
import { readOpsToken } from '../../../state/ops-session';
import { Modal } from '../../../ui/Modal';

/**
 * A proof image behind the operator's session: fetched with the token (an <img src> cannot send it),
 * shown from a blob URL; a click opens it full size.
 */
export function ProofImage({ src, alt, testId }: { src: string; alt: string; testId?: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let gone = false;
    let made: string | null = null;
    const token = readOpsToken();
    fetch(src, { headers: token ? { token } : {} })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const blob = await res.blob();
        if (gone) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => !gone && setFailed(true));
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [src]);
  if (failed) return <span className="text-xs text-danger">{alt} ✕</span>;
  if (!url) return <span className="inline-block h-24 w-24 animate-pulse rounded-lg bg-surface-2" />;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        data-testid={testId}
        className="rounded-lg border border-line"
      >
        <img src={url} alt={alt} className="h-24 w-24 rounded-lg object-cover" />
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={alt} testId={`${testId ?? 'proof'}-full`} wide stacked>
        <img src={url} alt={alt} className="mx-auto max-h-[75dvh] max-w-full object-contain" data-testid="proof-full" />
      </Modal>
    </>
  );
}
