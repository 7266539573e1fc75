import type { Message, Provider } from './notify.providers';
import type { NotifyStore } from './notify.store';

type Send = { brandId: number; purpose: string } & Message;

/**
 * Sends SMS and email through the configured providers and records every message in the outbox.
 * Delivery failures are recorded and reported to the caller, never thrown past it: a member asked
 * for a code should get a clear answer, and the operator sees why in the outbox.
 */
export function notifyService(deps: { store: NotifyStore; sms: Provider; email: Provider }) {
  async function send(channel: 'sms' | 'email', provider: Provider, m: Send): Promise<boolean> {
    let status: 'stored' | 'sent' | 'failed' = 'stored';
    let error: string | null = null;
    if (provider.deliver) {
      try {
        await provider.deliver(m);
        status = 'sent';
      } catch (err) {
        status = 'failed';
        error = (err as Error).message.slice(0, 500);
      }
    }
    await deps.store.insert({
      brandId: m.brandId,
      channel,
      recipient: m.to,
      subject: m.subject ?? null,
      body: m.body,
      purpose: m.purpose,
      provider: provider.name,
      status,
      error,
    });
    return status !== 'failed';
  }

  return {
    sms: (m: Send) => send('sms', deps.sms, m),
    email: (m: Send) => send('email', deps.email, m),
    latest: deps.store.latest,
  };
}
export type NotifyService = ReturnType<typeof notifyService>;
