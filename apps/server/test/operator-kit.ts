import { API } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';

/** A fresh operator session token (for tests of operator calls): the seeded demo operator by default. */
export async function operatorLogin(app: FastifyInstance, username = 'ops01', password = 'Operator1234') {
  const res = await app.inject({ method: 'POST', url: API.operatorLogin, payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`operator login failed: ${res.body}`);
  return res.json().value.token as string;
}
