import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/harness';
import { seedDemo } from './demo';
import { DEMO_VENDORS } from './demo-content';
import { demoLeftovers, demoSeedProblems } from './demo-leftovers';

describe('the demo secrets production refuses', () => {
  it('finds the demo vendor secrets and the demo operator password after a plain demo seed', async () => {
    const db = await testDatabase(2);
    await seedDemo(db);
    const problems = await demoLeftovers(db);
    // The vendors' secrets, then each demo operator (one per role).
    expect(problems).toHaveLength(6);
    expect(problems[0]).toMatch(/^provider_credentials hold the public demo secret for ELOTT, /);
    for (const name of ['ops01', 'fin01', 'sup01', 'con01', 'risk01'])
      expect(problems.some((p) => p.startsWith(`operator ${name} still has the demo password`))).toBe(true);
  });

  it('finds none when the demo is seeded with its secrets given (SEED_OPERATOR_PASSWORD, STUDIO_SECRETS)', async () => {
    const db = await testDatabase(2);
    const vendorSecrets = Object.fromEntries(DEMO_VENDORS.map((v) => [v.code, `real-${v.code}-secret-0123456789`]));
    await seedDemo(db, { operatorPassword: 'a-long-real-password', vendorSecrets });
    expect(await demoLeftovers(db)).toEqual([]);
  });

  it('asks for every seamless vendor secret before a production demo seed writes the public ones', () => {
    const all = Object.fromEntries(DEMO_VENDORS.map((v) => [v.code, `real-${v.code}-secret-0123456789`]));
    expect(demoSeedProblems(all)).toEqual([]);
    const { STARSLOT: _left, ...missingOne } = all;
    expect(demoSeedProblems(missingOne)).toEqual(['SEED_DEMO=1 needs STUDIO_SECRETS with a secret for STARSLOT']);
  });
});
