import type { ReactNode } from 'react';

/**
 * A mark for each way of paying, drawn here (no logos fetched from anywhere): the colours members
 * know each wallet by, with a simple shape. Unknown methods get a generic card.
 */
const MARKS: Record<string, { bg: string; art: ReactNode }> = {
  bkash: {
    bg: '#e2136e',
    // A folded-paper bird, as the wallet's mark suggests.
    art: (
      <g fill="#fff">
        <path d="M9 13l9-4 4 12z" opacity="0.95" />
        <path d="M18 9l13 3-9 9z" opacity="0.8" />
        <path d="M22 21l9-9-3 16z" opacity="0.65" />
        <path d="M13 27l9-6 6 7z" opacity="0.9" />
      </g>
    ),
  },
  nagad: {
    bg: '#f26522',
    art: (
      <g fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round">
        <path d="M12 28V13l16 15V13" />
        <circle cx="20" cy="20" r="13" strokeWidth="1.6" opacity="0.55" />
      </g>
    ),
  },
  rocket: {
    bg: '#7b2d8e',
    art: (
      <g fill="#fff">
        <path d="M27 9c-6 1-10 6-12 11l5 5c5-2 10-6 11-12z" />
        <path d="M15 20l-5 1 3-5h5zM20 25l-1 5 5-3v-5z" opacity="0.8" />
        <circle cx="24" cy="16" r="2" fill="#7b2d8e" />
        <path d="M13 25c-2 1-3 4-3 5 1 0 4-1 5-3z" fill="#ffcf4a" />
      </g>
    ),
  },
  bank: {
    bg: '#0f6e4f',
    art: (
      <g fill="#fff">
        <path d="M20 8l12 6H8z" />
        <rect x="10.5" y="16" width="3" height="10" rx="1" />
        <rect x="15.8" y="16" width="3" height="10" rx="1" />
        <rect x="21.2" y="16" width="3" height="10" rx="1" />
        <rect x="26.5" y="16" width="3" height="10" rx="1" />
        <rect x="8" y="28" width="24" height="3" rx="1" />
      </g>
    ),
  },
};

const GENERIC = {
  bg: '#3a4a7a',
  art: (
    <g fill="none" stroke="#fff" strokeWidth="2.4">
      <rect x="8" y="12" width="24" height="16" rx="3" />
      <path d="M8 17h24" />
    </g>
  ),
};

export function MethodMark({ method, size = 40 }: { method: string; size?: number }) {
  const m = MARKS[method] ?? GENERIC;
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" className="shrink-0">
      <rect width="40" height="40" rx="10" fill={m.bg} />
      {m.art}
    </svg>
  );
}
