import { describe, expect, it } from 'vitest';
import { fillPath } from './route';
import { ROUTES } from './routes';

describe('fillPath', () => {
  it('fills each :name from params, URI-encoded', () => {
    expect(fillPath(ROUTES.rgLimit.path, { kind: 'loss', period: 'day' })).toBe(
      '/wps/member/responsible-gaming/limits/loss/day',
    );
    expect(fillPath(ROUTES.invitation.path, { code: 'a b/c' })).toBe('/wps/agent/team/invitations/a%20b%2Fc');
    expect(fillPath(ROUTES.whitelabel.path)).toBe('/wps/system/whitelabel');
  });

  it('refuses a path whose param is missing instead of calling a wrong URL', () => {
    expect(() => fillPath(ROUTES.depositOne.path, {})).toThrow(/missing param id/);
  });
});

describe('ROUTES', () => {
  it('carries the flags the client needs: sealed bodies, Idempotency-Key on money calls', () => {
    expect(ROUTES.login.sealed && ROUTES.withdraw.sealed && ROUTES.transferUpline.sealed).toBe(true);
    expect(ROUTES.deposit.idempotent && ROUTES.withdraw.idempotent && ROUTES.walletTransfer.idempotent).toBe(true);
  });
});
