import { NavLink } from 'react-router';

/**
 * The sub-pages of a section as tabs (links, so each has its address). Links are absolute, under
 * `base` (the section's path): a relative link inside a section's splat route would resolve against
 * the whole address (/ops/agents/tree -> /ops/agents/tree/applications).
 */
export function SubTabs({ base, tabs }: { base: string; tabs: { to: string; label: string }[] }) {
  return (
    <nav className="flex gap-1 border-b border-line" aria-label="tabs">
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={`${base}/${tab.to}`}
          data-testid={`tab-${tab.to}`}
          className={({ isActive }) =>
            `-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${isActive ? 'border-gold text-fg' : 'border-transparent text-muted hover:text-fg'}`
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
