import { useState } from 'react';

export const DEFAULT_AVATAR = '/static/avatar/default.svg';

/**
 * The member's avatar in the header. Spec §8: an image that fails to load falls back to the default
 * avatar (once, never a loop; with no alt text a failed default leaves only the round frame).
 */
export function Avatar({ url }: { url?: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = url && failed !== url ? url : DEFAULT_AVATAR;
  return (
    <img
      src={src}
      alt=""
      data-testid="header-avatar"
      onError={() => {
        if (src !== DEFAULT_AVATAR) setFailed(src);
      }}
      className="h-8 w-8 shrink-0 rounded-full bg-surface-3"
    />
  );
}
