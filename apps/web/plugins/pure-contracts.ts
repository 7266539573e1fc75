import { type ESTree, type Plugin, parseSync } from 'vite';

const FUNCTION_TYPES = new Set(['ArrowFunctionExpression', 'FunctionExpression']);
/** A route entry's schemas (packages/contracts/src/route.ts): read by `call()` only to check answers in development. */
const SCHEMA_KEYS = new Set(['params', 'query', 'body', 'response']);
/** Expressions a bundler must keep for their possible side effects (a call, a getter, an iterator). */
const EFFECT_TYPES = new Set([
  'CallExpression',
  'NewExpression',
  'MemberExpression',
  'SpreadElement',
  'TaggedTemplateExpression',
]);

/**
 * Lets the web build drop what it does not use of packages/contracts. The web imports constants
 * and helpers (formatMinor, CATEGORIES, LIMITS) from files that also build Zod schemas at module
 * level; a call, a property read or a spread there is a possible side effect to the bundler, so
 * every schema, and Zod with them (about 30 KB brotli), would ship on the first load although the
 * web uses almost none of them. Each top-level `const` initialiser of that kind is wrapped in an
 * immediately called arrow marked `/* @__PURE__ *\/`: kept and run as before when the constant is
 * used, dropped with everything it alone needs when not. Contracts modules build values only (no
 * top-level statements, no registries), which is what makes this sound; other statements are left
 * untouched. The server runs the source unchanged.
 *
 * In the route table (`routes/*.ts`), the schemas of each `route({...})` are replaced by `undefined`:
 * the production client reads only method, path and flags (answers are checked in development and
 * tests), so one route on the first load does not bring its schemas and Zod with it.
 */
export function pureContracts(): Plugin {
  return {
    name: 'pure-contracts',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]packages[\\/]contracts[\\/]src[\\/](routes[\\/])?[^\\/]+\.ts$/ },
      handler(source, id) {
        const code = /[\\/]routes[\\/][^\\/]+\.ts$/.test(id) ? withoutSchemas(id, source) : source;
        if (code === null) return null;
        const { program, errors } = parseSync(id, code);
        if (errors.length) return null;
        const ranges: [number, number][] = [];
        for (const statement of program.body) {
          const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
          if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
          for (const d of declaration.declarations)
            if (d.init && hasEffects(d.init)) ranges.push([d.init.start, d.init.end]);
        }
        if (ranges.length === 0 && code === source) return null;
        let out = code;
        // From the end backwards, so earlier offsets stay valid.
        for (const [start, end] of ranges.sort((a, b) => b[0] - a[0]))
          out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
        return { code: out, map: null };
      },
    },
  };
}

/** Whether an initialiser holds a call, `new`, property read or spread outside function bodies. */
function hasEffects(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(hasEffects);
  const n = node as ESTree.Node;
  if (typeof n.type !== 'string') return false;
  if (FUNCTION_TYPES.has(n.type)) return false;
  if (EFFECT_TYPES.has(n.type)) return true;
  return Object.entries(n).some(([key, value]) => key !== 'parent' && hasEffects(value));
}

/** The source with the `params`, `query`, `body` and `response` of every `route({...})` set to undefined. */
function withoutSchemas(id: string, code: string): string | null {
  const { program, errors } = parseSync(id, code);
  if (errors.length) return null;
  let out = code;
  for (const [start, end] of routeSchemas(program).sort((a, b) => b[0] - a[0]))
    out = `${out.slice(0, start)}undefined${out.slice(end)}`;
  return out;
}

function routeSchemas(program: ESTree.Program): [number, number][] {
  const found: [number, number][] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    const n = node as ESTree.Node;
    if (
      n.type === 'CallExpression' &&
      n.callee.type === 'Identifier' &&
      n.callee.name === 'route' &&
      n.arguments[0]?.type === 'ObjectExpression'
    ) {
      for (const p of n.arguments[0].properties)
        if (p.type === 'Property' && p.key.type === 'Identifier' && SCHEMA_KEYS.has(p.key.name))
          found.push([p.value.start, p.value.end]);
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'parent') visit(value);
  };
  visit(program);
  return found;
}
