import { PROVIDER_API, PROVIDER_SIGNATURE_HEADER, PROVIDER_VENDOR_HEADER } from '@platform/contracts';
import { signBody } from '../../apps/server/src/modules/providers/providers.signature';
import type { Sample } from './clients';

type Envelope = { success?: boolean; code?: string; value?: unknown };

/**
 * Sends sampled calls again, byte for byte (a vendor retrying after a timeout). Each must answer
 * what it answered the first time, balance at that time included; the caller checks nothing moved.
 */
export async function replaySample(baseUrl: string, vendor: string, secret: string, samples: Sample[]) {
  let same = 0;
  let bets = 0;
  for (const s of samples) {
    if (s.path === PROVIDER_API.bet) bets++;
    const res = await fetch(new URL(s.path, baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [PROVIDER_VENDOR_HEADER]: vendor,
        [PROVIDER_SIGNATURE_HEADER]: signBody(secret, s.raw),
      },
      body: s.raw,
    });
    const again = (await res.json()) as Envelope;
    const first = JSON.parse(s.response) as Envelope;
    const equal =
      res.status === 200 &&
      again.success === first.success &&
      again.code === first.code &&
      JSON.stringify(again.value) === JSON.stringify(first.value);
    if (equal) same++;
    else console.log(`    replay differs: ${s.path} ${s.raw} -> first ${s.response}, again ${JSON.stringify(again)}`);
  }
  return { sent: samples.length, bets, same };
}
