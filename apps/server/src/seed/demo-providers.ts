import { demoProviderSecret } from '../modules/providers/providers.signature';
import { providerCredentials } from '../modules/providers/providers.tables';
import type { Tx } from '../platform/db/tx';
import { DEMO_VENDORS } from './demo-content';

/**
 * Every seamless demo vendor gets a fixed, public secret (`dev-<vendor>-secret`) so the demo studio
 * can sign its wallet calls. DEMO ONLY: a real deployment replaces these with secrets exchanged
 * with each vendor (`secrets`, e.g. STUDIO_SECRETS when the demo is seeded in production).
 * Transfer-mode vendors get none (they never call the provider wallet API).
 */
export async function seedProviderCredentials(tx: Tx, brandId: number, secrets: Record<string, string> = {}) {
  const seamless = DEMO_VENDORS.filter((v) => (v.walletMode ?? 'seamless') === 'seamless');
  await tx
    .insert(providerCredentials)
    .values(
      seamless.map((v) => ({ brandId, vendorCode: v.code, secret: secrets[v.code] ?? demoProviderSecret(v.code) })),
    );
}
