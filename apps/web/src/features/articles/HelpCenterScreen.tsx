import { useState } from 'react';
import { useHelpCenter } from '../../api/system';
import { Spinner } from '../../ui/Loader';
import { SafeHtml } from '../../ui/SafeHtml';

/** The member center's help center: the same sections as the help window (terms, privacy, FAQ...), inline. */
export function HelpCenterScreen() {
  const help = useHelpCenter();
  const sections = help.data?.sections ?? [];
  const [active, setActive] = useState<string>();
  const current = sections.find((s) => s.id === active) ?? sections[0];
  if (help.isPending) return <Spinner />;
  return (
    <div data-testid="help-center" className="flex flex-col gap-4 lg:flex-row">
      <nav className="no-scrollbar flex shrink-0 gap-1 overflow-x-auto lg:w-48 lg:flex-col">
        {sections.map((s) => (
          <button
            key={s.id}
            type="button"
            onClick={() => setActive(s.id)}
            aria-current={current?.id === s.id ? 'true' : undefined}
            className={`shrink-0 rounded-lg px-3 py-2 text-start text-sm font-medium ${current?.id === s.id ? 'bg-gold/15 text-gold' : 'text-muted hover:bg-surface-2'}`}
          >
            {s.title}
          </button>
        ))}
      </nav>
      {current && (
        <article data-testid={`help-center-${current.id}`} className="prose-help min-w-0 flex-1 text-sm">
          <h3 className="mb-2 text-base font-bold text-fg">{current.title}</h3>
          <SafeHtml html={current.body} />
        </article>
      )}
    </div>
  );
}
