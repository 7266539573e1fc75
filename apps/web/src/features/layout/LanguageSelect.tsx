import type { LanguageCode } from '@platform/contracts';
import * as Dropdown from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { LOCALISED, setLanguage } from '../../i18n';
import { GlobeIcon } from '../../ui/icons';
import { useBrand } from './brand';

/** Offers the brand's languages that have a complete locale; the choice is saved as lang/hisLang. */
export function LanguageSelect({ compact }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const offered = LOCALISED.filter((l) => brand.languages.supported.includes(l.code));
  const current = LOCALISED.find((l) => l.code === i18n.language);
  return (
    <Dropdown.Root>
      <Dropdown.Trigger
        data-testid="lang-select"
        aria-label={t('common.language')}
        className="flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm text-muted hover:bg-surface-2 hover:text-fg"
      >
        <GlobeIcon />
        <span className={compact ? 'hidden md:inline' : ''}>{current?.native}</span>
      </Dropdown.Trigger>
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
