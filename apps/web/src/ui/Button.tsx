import type { ButtonHTMLAttributes } from 'react';

type Variant = 'gold' | 'emerald' | 'ghost' | 'outline';

const styles: Record<Variant, string> = {
  gold: 'bg-gradient-to-b from-[#ffd978] to-gold-2 text-[#2a1a00] shadow-[0_4px_14px_rgb(245_196_81_/_0.35)] hover:brightness-110',
  emerald: 'bg-gradient-to-b from-[#35e39a] to-emerald text-[#01281a] hover:brightness-110',
  ghost: 'bg-surface-2 text-fg hover:bg-surface-3',
  outline: 'border border-gold/60 text-gold hover:bg-gold/10',
};

export function Button({
  variant = 'gold',
  className = '',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return (
    <button
      type="button"
      {...rest}
      className={`inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-50 ${styles[variant]} ${className}`}
    />
  );
}
