type Block = { type: 'h'; text: string } | { type: 'p'; text: string } | { type: 'ul'; items: string[] };

/** Blocks separated by blank lines; "# " a heading, "- " list items, anything else a paragraph. */
export function parseArticle(text: string): Block[] {
  const out: Block[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let para: string[] = [];
    let list: string[] = [];
    const flush = () => {
      if (para.length) out.push({ type: 'p', text: para.join(' ') });
      if (list.length) out.push({ type: 'ul', items: list });
      para = [];
      list = [];
    };
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      if (line.startsWith('# ')) {
        flush();
        out.push({ type: 'h', text: line.slice(2) });
      } else if (line.startsWith('- ')) {
        if (para.length) flush();
        list.push(line.slice(2));
      } else {
        if (list.length) flush();
        para.push(line);
      }
    }
    flush();
  }
  return out;
}

/**
 * An article body as plain text, never as HTML (contracts articles.ts): React escapes every character,
 * so operator text cannot inject markup or scripts and no sanitiser is needed.
 */
export function ArticleText({ text }: { text: string }) {
  // Blocks are positions in a text that does not change while shown: the position is their identity.
  const blocks = parseArticle(text).map((b, n) => ({ ...b, key: `b${n}` }));
  return (
    <div className="text-[15px] leading-relaxed text-fg/90">
      {blocks.map((b) =>
        b.type === 'h' ? (
          <h2 key={b.key} className="mt-6 mb-2 text-lg font-bold text-fg">
            {b.text}
          </h2>
        ) : b.type === 'p' ? (
          <p key={b.key} className="my-3">
            {b.text}
          </p>
        ) : (
          <ul key={b.key} className="my-3 list-disc space-y-1.5 ps-6">
            {b.items
              .map((item, j) => ({ item, key: `${b.key}-${j}` }))
              .map((li) => (
                <li key={li.key}>{li.item}</li>
              ))}
          </ul>
        ),
      )}
    </div>
  );
}
