import { ROUTES } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/harness';

const { app } = await testApp();
await app.ready();

/** "GET /wps/v2/deposit/{id}" for every documented route of the running server. */
function served(): string[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((m) => m !== 'head')
      .map((m) => `${m.toUpperCase()} ${path}`),
  );
}

const table = Object.values(ROUTES).map((r) => `${r.method} ${r.path.replace(/:([A-Za-z]+)/g, '{$1}')}`);

describe('the route table (packages/contracts ROUTES)', () => {
  it('names each call once', () => {
    expect(new Set(table).size).toBe(table.length);
  });

  it('is what the server registers: every entry, same method and path, and nothing else', () => {
    expect([...served()].sort()).toEqual([...table].sort());
  });
});
