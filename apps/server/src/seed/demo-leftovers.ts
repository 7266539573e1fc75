import { inArray } from 'drizzle-orm';
import { verifyPassword } from '../modules/members/password';
import { operators } from '../modules/operators/operators.tables';
import { demoProviderSecret } from '../modules/providers/providers.signature';
import { providerCredentials } from '../modules/providers/providers.tables';
import type { Db } from '../platform/db/client';
import { DEMO_OPERATORS } from './demo-accounts';
import { DEMO_VENDORS } from './demo-content';

/**
 * The demo's public secrets still in the database: vendor signing secrets `dev-<VENDOR>-secret`
 * (anyone could sign wallet calls with them) and demo operators still on their published password.
 * Production refuses to start while any is left; each entry names what to change.
 */
export async function demoLeftovers(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const credentials = await db
    .select({ vendor: providerCredentials.vendorCode, secret: providerCredentials.secret })
    .from(providerCredentials);
  const demoVendors = [
    ...new Set(credentials.filter((c) => c.secret === demoProviderSecret(c.vendor)).map((c) => c.vendor)),
  ];
  if (demoVendors.length > 0)
    problems.push(
      `provider_credentials hold the public demo secret for ${demoVendors.join(', ')} (set each vendor's real secret; STUDIO_SECRETS before seeding)`,
    );
  const names = DEMO_OPERATORS.map((o) => o.username as string);
  const rows = await db
    .select({ username: operators.username, hash: operators.passwordHash })
    .from(operators)
    .where(inArray(operators.username, names));
  for (const row of rows) {
    const demo = DEMO_OPERATORS.find((o) => o.username === row.username);
    if (demo && (await verifyPassword(demo.password, row.hash)))
      problems.push(
        `operator ${row.username} still has the demo password (change it, or seed with SEED_OPERATOR_PASSWORD)`,
      );
  }
  return problems;
}

/**
 * Before seeding the demo in production: every seamless demo vendor needs its secret in
 * STUDIO_SECRETS, or the seed would write the public one (and the start would then be refused).
 */
export function demoSeedProblems(vendorSecrets: Record<string, string>): string[] {
  const missing = DEMO_VENDORS.filter((v) => (v.walletMode ?? 'seamless') === 'seamless' && !vendorSecrets[v.code]);
  return missing.length === 0
    ? []
    : [`SEED_DEMO=1 needs STUDIO_SECRETS with a secret for ${missing.map((v) => v.code).join(', ')}`];
}
