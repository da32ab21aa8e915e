import { describe, expect, it } from 'vitest';
import { DEMO_IDENTITIES } from '../identities.js';
import { GrantStore } from './grant-store.js';

function createStore() {
  let now = 1_000_000;
  const store = new GrantStore(() => now);
  const identity = DEMO_IDENTITIES[0];
  if (!identity) throw new Error('no identity');
  store.saveCode({
    code: 'c1',
    provider: 'google',
    clientId: 'app',
    redirectUri: 'http://x.test/cb',
    scopes: ['openid'],
    identity,
    codeChallenge: 'x'.repeat(43),
    nonce: null,
    isOfflineAccess: true,
    expiresAt: now + 600_000,
  });
  return { store, advance: (ms: number) => (now += ms) };
}

describe('GrantStore', () => {
  it('redeems a code once and reports the reuse', () => {
    const { store } = createStore();
    const first = store.redeemCode('c1');
    if (first.status !== 'redeemable') throw new Error(first.status);
    store.createGrant(first.record);
    expect(store.redeemCode('c1').status).toBe('reused');
    expect(store.redeemCode('nope').status).toBe('unknown');
  });

  it('expires codes and access tokens with the clock', () => {
    const { store, advance } = createStore();
    advance(600_001);
    expect(store.redeemCode('c1').status).toBe('expired');
  });

  it('tells active, expired and revoked tokens apart, and retires rotated refresh tokens', () => {
    const { store, advance } = createStore();
    const redemption = store.redeemCode('c1');
    if (redemption.status !== 'redeemable') throw new Error(redemption.status);
    const grant = store.createGrant(redemption.record);
    const access = store.issueAccessToken(grant, ['openid'], 60, 'at.');
    const firstRefresh = store.rotateRefreshToken(grant, null, 'rt.');
    expect(store.lookUpAccessToken(access).status).toBe('active');
    const secondRefresh = store.rotateRefreshToken(grant, null, 'rt.');
    expect(store.lookUpRefreshToken(firstRefresh).status).toBe('unknown');
    expect(store.lookUpRefreshToken(secondRefresh).status).toBe('active');
    advance(61_000);
    expect(store.lookUpAccessToken(access).status).toBe('expired');
    expect(store.revokeByToken(secondRefresh, 'linkedin')).toBe(false);
    expect(store.revokeByToken(secondRefresh, 'google')).toBe(true);
    expect(store.lookUpRefreshToken(secondRefresh).status).toBe('revoked');
  });
});
