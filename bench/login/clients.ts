import http from 'node:http';

/** What the bench asks: these sealed logins, `concurrency` at a time, each from its member's IP. */
export type Command = { url: string; logins: { body: string; ip: string }[]; concurrency: number };
export type Result = { latenciesMs: number[]; errors: Record<string, number> };

// Keep-alive HTTP/1.1 through node:http, in a process of its own (forked by main.ts), so the
// clients' work never runs on the event loop the bench measures.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function post(url: string, body: string, ip: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'accept-language': 'en',
          'x-forwarded-for': ip,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function run({ url, logins, concurrency }: Command): Promise<Result> {
  const out: Result = { latenciesMs: [], errors: {} };
  let next = 0;
  const client = async () => {
    while (next < logins.length) {
      const login = logins[next++] as Command['logins'][number];
      const started = performance.now();
      const answer = JSON.parse(await post(url, login.body, login.ip)) as { success: boolean; code: string };
      out.latenciesMs.push(performance.now() - started);
      if (!answer.success) out.errors[answer.code] = (out.errors[answer.code] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return out;
}

process.on('message', (m: Command) => {
  run(m).then(
    (result) => process.send?.(result),
    (error: unknown) => process.send?.({ failed: String(error instanceof Error ? error.stack : error) }),
  );
});
