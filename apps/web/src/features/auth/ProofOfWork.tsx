import { ROUTES } from '@platform/contracts';
import { createElement, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';

/** The altcha widget element's methods we use (the package's own types are not exported for React 19). */
type Widget = HTMLElement & {
  configure(config: Record<string, unknown>): Promise<void>;
  reset(): void;
  verify(): Promise<{ payload?: string } | null>;
};

// The widget's code (about 80 KB) loads only when a form that needs it opens, never with the home page.
// The "external" build takes its CSS as a file and its SHA-256 solver as a worker file of our own
// origin, instead of an injected <style> and blob: workers, so a strict CSP (self) holds.
let loading: Promise<unknown> | undefined;
const loadWidget = () => {
  loading ??= Promise.all([
    import('altcha/external'),
    import('altcha/altcha.css'),
    import('altcha/workers/sha?worker'),
  ]).then(([, , sha]) => {
    globalThis.$altcha.algorithms.set('SHA-256', () => new sha.default());
    return customElements.whenDefined('altcha-widget');
  });
  return loading;
};

export type ProofOfWork = {
  /** The solved payload for the next call (`altcha`); a fresh challenge starts solving at once. */
  take: () => Promise<string | undefined>;
  ref: (el: HTMLElement | null) => void;
};

/**
 * The spec's anti-bot challenge fields: a proof-of-work the browser solves while the member fills
 * the form. Each call spends one solution (the server refuses a replay), so taking one starts the
 * next. A failure to load or solve gives undefined: the server then names the missing field.
 */
export function useProofOfWork(): ProofOfWork {
  const widget = useRef<Widget | null>(null);
  const next = useRef<Promise<string | undefined> | null>(null);

  const solve = useCallback(async (): Promise<string | undefined> => {
    try {
      await loadWidget();
      const w = widget.current;
      if (!w) return undefined;
      const challenge = await call(ROUTES.antiBotChallenge);
      w.reset();
      await w.configure({ challenge, hideLogo: true, hideFooter: true });
      return (await w.verify())?.payload;
    } catch {
      return undefined;
    }
  }, []);

  const ref = useCallback(
    (el: HTMLElement | null) => {
      widget.current = el as Widget | null;
      // A (re)mounted widget starts from a fresh challenge; whatever was pending belonged to the old one.
      next.current = el ? solve() : null;
    },
    [solve],
  );

  const take = useCallback(async () => {
    const payload = await (next.current ?? solve());
    next.current = solve();
    return payload;
  }, [solve]);

  return { take, ref };
}

/** The widget itself: it shows "verifying" then "verified"; the member never has to click it. */
export function ProofOfWorkField({ pow }: { pow: ProofOfWork }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // The widget's texts come from our locale files, registered under the UI language.
  useEffect(() => {
    void loadWidget().then(() => {
      const strings = t('antiBot.widget', { returnObjects: true }) as Record<string, string>;
      globalThis.$altcha?.i18n.set(language, { ...strings, footer: '', ariaLinkLabel: t('antiBot.widget.label') });
    });
  }, [t, language]);
  return (
    <div data-testid="anti-bot" className="pointer-events-none text-sm [&_altcha-widget]:block">
      {createElement('altcha-widget', {
        ref: pow.ref,
        language,
        auto: 'off',
        name: 'altcha',
        style: {
          '--altcha-max-width': '100%',
          '--altcha-border-radius': '0.5rem',
          '--altcha-color-base': 'var(--surface-2)',
          '--altcha-color-base-content': 'var(--text)',
          '--altcha-border-color': 'var(--border)',
          '--altcha-color-neutral': 'var(--border)',
          '--altcha-checkbox-border-color': 'var(--muted)',
          '--altcha-color-success': 'var(--emerald)',
          '--altcha-spinner-color': 'var(--gold)',
        },
      })}
    </div>
  );
}
