import type { ButtonHTMLAttributes, MouseEvent } from 'react';

type Variant = 'gold' | 'emerald' | 'ghost' | 'outline';

const styles: Record<Variant, string> = {
  gold: 'bg-gradient-to-b from-[#ffd978] to-gold-2 text-[#2a1a00] shadow-[0_4px_14px_rgb(245_196_81_/_0.35)] hover:brightness-110',
  emerald: 'bg-gradient-to-b from-[#35e39a] to-emerald text-[#01281a] hover:brightness-110',
  ghost: 'bg-surface-2 text-fg hover:bg-surface-3',
  outline: 'border border-gold/60 text-gold hover:bg-gold/10',
};

/**
 * A submit button keeps the focus where it is while pressed: forms check a field when it is left
 * (useZodForm, 'onTouched'), and that field's message appearing above the button pushed it down
 * between press and release, so the release missed it and the click was lost. The field is left
 * on the click instead, before the form submits, so fields that tidy their value on blur still do.
 */
const keepFocusWhilePressed = (e: MouseEvent<HTMLButtonElement>) => {
  if (e.button === 0) e.preventDefault();
};
const leaveFieldOnClick = () => {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) active.blur();
};

export function Button({
  variant = 'gold',
  className = '',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  const submit = rest.type === 'submit';
  return (
    <button
      type="button"
      {...rest}
      onMouseDown={
        submit
          ? (e) => {
              keepFocusWhilePressed(e);
              rest.onMouseDown?.(e);
            }
          : rest.onMouseDown
      }
      onClick={
        submit
          ? (e) => {
              leaveFieldOnClick();
              rest.onClick?.(e);
            }
          : rest.onClick
      }
      className={`inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-50 ${styles[variant]} ${className}`}
    />
  );
}
