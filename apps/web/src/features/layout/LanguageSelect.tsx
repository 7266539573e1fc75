import { lazy, Suspense, useState } from 'react';
import { LanguageButton } from './LanguageButton';

const loadMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(() => loadMenu().then((m) => ({ default: m.LanguageMenu })));

/**
 * Offers the brand's languages that have a complete locale; the choice is saved as lang/hisLang.
 * The first paint has only this button: the dropdown's code (Radix menu and its positioning) is
 * fetched when a pointer or focus comes near it and opens on the press.
 */
export function LanguageSelect({ compact }: { compact?: boolean }) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <LanguageButton
      compact={compact}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu compact={compact} />
    </Suspense>
  );
}
