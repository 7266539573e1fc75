import type { SVGProps } from 'react';

const base = (p: SVGProps<SVGSVGElement>) => ({
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  ...p,
});

export const TrashIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...base(p)}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </svg>
);
export const EnvelopeOpenIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...base(p)}>
    <path d="M3 10l9-6 9 6v10H3z" />
    <path d="M3 10l9 6 9-6" />
  </svg>
);
export const ImageIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...base(p)}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="10" r="1.5" />
    <path d="M21 16l-5-5-8 8" />
  </svg>
);
