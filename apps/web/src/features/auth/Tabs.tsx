export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
}: {
  tabs: { id: T; label: string }[];
  value: T;
  onChange: (t: T) => void;
}) {
  if (tabs.length < 2) return null;
  return (
    <div
      className="mb-4 grid rounded-xl bg-surface-2 p-1"
      style={{ gridTemplateColumns: `repeat(${tabs.length}, 1fr)` }}
      role="tablist"
    >
      {tabs.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          aria-selected={value === t.id}
          onClick={() => onChange(t.id)}
          className={`rounded-lg py-2 text-sm font-semibold transition ${value === t.id ? 'bg-surface text-gold shadow' : 'text-muted'}`}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
