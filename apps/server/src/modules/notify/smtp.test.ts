import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpProvider } from './notify.providers';

/** A real SMTP conversation with a local server, as the SMTP provider has with the operator's relay. */
type Received = { from: string; to: string[]; data: string; user?: string };
const received: Received[] = [];
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onAuth(auth, _session, cb) {
      if (auth.username === 'relay' && auth.password === 'secret') cb(null, { user: 'relay' });
      else cb(new Error('bad credentials'));
    },
    onData(stream, session, cb) {
      let data = '';
      stream.on('data', (c: Buffer) => {
        data += c.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
          user: session.user as string | undefined,
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMTP provider', () => {
  it('delivers with authentication, from MAIL_FROM, in UTF-8', async () => {
    const provider = smtpProvider(`smtp://relay:secret@127.0.0.1:${port}`, 'no-reply@royaltiger.example');
    await provider.deliver?.({ to: 'rahim@example.com', subject: 'রিসেট', body: 'নতুন পাসওয়ার্ড: link' });
    const mail = received.at(-1);
    expect(mail).toMatchObject({ from: 'no-reply@royaltiger.example', to: ['rahim@example.com'], user: 'relay' });
    expect(mail?.data).toMatch(/Subject: =\?UTF-8\?/);
  });

  it('fails loudly when the relay refuses the credentials', async () => {
    const provider = smtpProvider(`smtp://relay:wrong@127.0.0.1:${port}`, 'no-reply@royaltiger.example');
    await expect(provider.deliver?.({ to: 'x@example.com', subject: 's', body: 'b' })).rejects.toThrow();
  });
});
