import { describe, expect, it } from 'vitest';
import { readConnectedLoginState, toConnectedLoginState } from './connected-login-state';

describe('connected login navigation state', () => {
  it('reads back what it wrote, among the router’s own keys', () => {
    const state = {
      ...toConnectedLoginState({ platform: 'linkedin', email: 'ads@acme.test' }),
      __TSR_index: 3,
    };
    expect(readConnectedLoginState(state)).toEqual({
      platform: 'linkedin',
      email: 'ads@acme.test',
    });
  });

  it('treats anything else as missing', () => {
    expect(readConnectedLoginState(undefined)).toBeNull();
    expect(readConnectedLoginState({ __TSR_index: 0 })).toBeNull();
    expect(
      readConnectedLoginState({ connectedLogin: { platform: 'meta', email: 'a@b.test' } }),
    ).toBeNull();
    expect(
      readConnectedLoginState({ connectedLogin: { platform: 'google', email: '  ' } }),
    ).toBeNull();
  });
});
