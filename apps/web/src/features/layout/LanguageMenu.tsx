import type { LanguageCode } from '@platform/contracts';
import * as Dropdown from '@radix-ui/react-dropdown-menu';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALISED, setLanguage } from '../../i18n';
import { useBrand } from './brand';

/**
 * The language dropdown itself (Radix), loaded on the first press of LanguageSelect's button, which
 * it receives as its trigger (importing it back would be a cycle with the lazy import).
 */
export function LanguageMenu({ trigger }: { trigger: ReactElement }) {
  const { i18n } = useTranslation();
  const brand = useBrand();
  const offered = LOCALISED.filter((l) => brand.languages.supported.includes(l.code));
  return (
    <Dropdown.Root defaultOpen>
      <Dropdown.Trigger asChild>{trigger}</Dropdown.Trigger>
      <Dropdown.Portal>
        <Dropdown.Content
          sideOffset={6}
          className="z-50 min-w-40 rounded-xl border border-line bg-surface p-1.5 shadow-xl"
        >
          {offered.map((l) => (
            <Dropdown.Item
              key={l.code}
              role="option"
              aria-selected={l.code === i18n.language}
              onSelect={() => void setLanguage(l.code as LanguageCode)}
              className={`cursor-pointer rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-2 ${l.code === i18n.language ? 'text-gold' : 'text-fg'}`}
              dir={l.dir}
            >
              {l.native}
            </Dropdown.Item>
          ))}
        </Dropdown.Content>
      </Dropdown.Portal>
    </Dropdown.Root>
  );
}
