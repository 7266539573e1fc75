import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpCenter } from '../../api/system';
import { useModals } from '../../state/modals';
import { Spinner } from '../../ui/Loader';
import { Modal } from '../../ui/Modal';
import { SafeHtml } from '../../ui/SafeHtml';

/** Help center: a section list and the chosen section's HTML; /help#term opens the terms. */
export function HelpModal() {
  const { t } = useTranslation();
  const { modal, helpSection, close } = useModals();
  const help = useHelpCenter();
  const sections = help.data?.sections ?? [];
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (modal === 'help') setActive(helpSection);
  }, [modal, helpSection]);
  const current = sections.find((s) => s.id === active) ?? sections[0];
  return (
    <Modal open={modal === 'help'} onClose={close} title={t('help.title')} testId="help-modal" wide>
      {help.isPending && <Spinner />}
      <div className="flex flex-col gap-4 sm:flex-row">
        <nav className="no-scrollbar flex shrink-0 gap-1 overflow-x-auto sm:w-48 sm:flex-col">
          {sections.map((s) => (
            <button
              key={s.id}
              type="button"
              onClick={() => setActive(s.id)}
              className={`shrink-0 rounded-lg px-3 py-2 text-start text-sm font-medium ${current?.id === s.id ? 'bg-gold/15 text-gold' : 'text-muted hover:bg-surface-2'}`}
            >
              {s.title}
            </button>
          ))}
        </nav>
        {current && (
          <article data-testid={`help-section-${current.id}`} className="prose-help min-w-0 flex-1 text-sm">
            <h3 className="mb-2 text-base font-bold text-fg">{current.title}</h3>
            <SafeHtml html={current.body} />
          </article>
        )}
      </div>
    </Modal>
  );
}
