import type { APIRequestContext } from '@playwright/test';

/** The seeded demo operator (an owner), as the README names it. */
export const DEMO_OPERATOR = { username: 'ops01', password: 'Operator1234' } as const;

/**
 * A fresh operator session token through the operator API, as a back office would get one: the one
 * place e2e specs log an operator in, so a change to the login steps changes only this file.
 */
export async function operatorToken(
  request: APIRequestContext,
  who: { username: string; password: string } = DEMO_OPERATOR,
): Promise<string> {
  const login = await request.post('/wps/operator/session/login', { data: who });
  if (!login.ok()) throw new Error(`operator login failed: ${await login.text()}`);
  return (await login.json()).value.token as string;
}

/** The Authorization header of a fresh session of `who`. */
export const operatorHeaders = async (request: APIRequestContext, who?: { username: string; password: string }) => ({
  authorization: `Bearer ${await operatorToken(request, who)}`,
});
