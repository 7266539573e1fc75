import { useState } from 'react';

export const DEFAULT_AVATAR = '/static/avatar/default.svg';

/**
 * The member's avatar (the header, the security center). Spec §8: an image that fails to load falls back to the default
 * avatar (once, never a loop; with no alt text a failed default leaves only the round frame).
 */
export function Avatar({
  url,
  size = 'h-8 w-8',
  testId = 'header-avatar',
}: {
  url?: string | null;
  /** Tailwind size classes (the security center shows it larger). */
  size?: string;
  testId?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = url && failed !== url ? url : DEFAULT_AVATAR;
  return (
    <img
      src={src}
      alt=""
      data-testid={testId}
      onError={() => {
        if (src !== DEFAULT_AVATAR) setFailed(src);
      }}
      className={`${size} shrink-0 rounded-full bg-surface-3`}
    />
  );
}
