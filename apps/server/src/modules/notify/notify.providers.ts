import nodemailer from 'nodemailer';

export type Message = { to: string; subject?: string; body: string };
/** A way out to the world; `null` means the outbox is the destination (nothing leaves the machine). */
export type Provider = { name: string; deliver: ((m: Message) => Promise<void>) | null };

export const outboxProvider: Provider = { name: 'outbox', deliver: null };

/** Email through any SMTP server, e.g. SMTP_URL=smtps://user:pass@smtp.example.com:465. */
export function smtpProvider(url: string, from: string): Provider {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    deliver: async (m) => {
      await transport.sendMail({ from, to: m.to, subject: m.subject ?? '', text: m.body });
    },
  };
}

/**
 * SMS through a generic HTTP gateway: POST {to, text} as JSON with a bearer token. Most gateways
 * accept this shape directly or through a small relay; a non-2xx answer counts as failed.
 */
export function httpSmsProvider(url: string, token: string | undefined, fetchFn: typeof fetch = fetch): Provider {
  return {
    name: 'http-sms',
    deliver: async (m) => {
      const res = await fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: m.to, text: m.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

export type NotifyConfig = {
  SMS_PROVIDER: 'outbox' | 'http';
  SMS_GATEWAY_URL?: string;
  SMS_GATEWAY_TOKEN?: string;
  MAIL_PROVIDER: 'outbox' | 'smtp';
  SMTP_URL?: string;
  MAIL_FROM: string;
};

/** Providers chosen by environment; the outbox unless told otherwise. */
export function providersFrom(config: NotifyConfig): { sms: Provider; email: Provider } {
  const sms =
    config.SMS_PROVIDER === 'http' && config.SMS_GATEWAY_URL
      ? httpSmsProvider(config.SMS_GATEWAY_URL, config.SMS_GATEWAY_TOKEN)
      : outboxProvider;
  const email =
    config.MAIL_PROVIDER === 'smtp' && config.SMTP_URL
      ? smtpProvider(config.SMTP_URL, config.MAIL_FROM)
      : outboxProvider;
  return { sms, email };
}
