import { describe, expect, it } from 'vitest';
import { loadConfig, productionProblems, SANDBOX_DEFAULT_SECRET, seedsDemo } from './config';

/** Everything production needs, set to non-default values. */
const complete = {
  NODE_ENV: 'production',
  APP_SECRET: 'a-real-secret-of-32-characters!!',
  SEALED_KEY_PEM: '-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----',
  SANDBOX_GATEWAY_SECRET: 'another-real-secret-of-32-chars!',
  PUBLIC_URL: 'https://www.royaltiger.example',
};

const problemsWith = (env: Record<string, string | undefined>) => productionProblems(loadConfig(env));

describe('production start-up checks', () => {
  it('accepts a production environment with every secret and PUBLIC_URL set', () => {
    expect(problemsWith(complete)).toEqual([]);
  });

  it.each([
    ['APP_SECRET', { APP_SECRET: undefined }],
    ['SEALED_KEY_PEM', { SEALED_KEY_PEM: undefined }],
    ['SANDBOX_GATEWAY_SECRET', { SANDBOX_GATEWAY_SECRET: undefined }],
    ['SANDBOX_GATEWAY_SECRET', { SANDBOX_GATEWAY_SECRET: SANDBOX_DEFAULT_SECRET }],
    ['PUBLIC_URL', { PUBLIC_URL: undefined }],
    ['SEED_OPERATOR_PASSWORD', { SEED_DEMO: '1' }],
    ['ANTI_BOT_POW', { ANTI_BOT_POW: '0' }],
    ['RATE_LIMITS', { RATE_LIMITS: '0' }],
  ])('refuses to start when %s is left at its default (%o)', (name, change) => {
    const problems = problemsWith({ ...complete, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(name);
  });

  it('names every problem at once', () => {
    const problems = problemsWith({ NODE_ENV: 'production' });
    for (const name of ['APP_SECRET', 'SEALED_KEY_PEM', 'SANDBOX_GATEWAY_SECRET', 'PUBLIC_URL'])
      expect(problems.some((p) => p.startsWith(name))).toBe(true);
  });

  it('keeps the one-command demo: development needs nothing and seeds the demo', () => {
    const dev = loadConfig({});
    expect(productionProblems(dev)).toEqual([]);
    expect(seedsDemo(dev)).toBe(true);
  });

  it('seeds the demo in production only when asked', () => {
    expect(seedsDemo(loadConfig(complete))).toBe(false);
    expect(seedsDemo(loadConfig({ ...complete, SEED_DEMO: '1', SEED_OPERATOR_PASSWORD: 'a-long-password' }))).toBe(
      true,
    );
  });
});
