import { useMutation } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';
import { createUtmostClient } from '../client/create-utmost-client.js';
import type { components } from '../generated/schema.js';
import { logInMutationOptions, requestPasswordResetMutationOptions } from './identity-query.js';
import { revokeApiKeyMutationOptions, type ApiKey } from './api-keys-query.js';
import { setAdAccountsEnabledMutationOptions } from './ad-platforms-query.js';
import type { AdAccount } from '../rules/ad-accounts.js';

describe('mutation option types', () => {
  const client = createUtmostClient({ baseUrl: '' });

  it('gives useMutation the variables and the data of the operation', () => {
    const logIn = useMutation(logInMutationOptions(client));
    expectTypeOf(logIn.mutate).parameter(0).toEqualTypeOf<components['schemas']['LoginInput']>();
    expectTypeOf(logIn.data).toEqualTypeOf<components['schemas']['User'] | undefined>();

    const revoke = useMutation(revokeApiKeyMutationOptions(client, 'o'));
    expectTypeOf(revoke.variables).toEqualTypeOf<ApiKey | undefined>();

    const toggle = useMutation(setAdAccountsEnabledMutationOptions(client, 'o'));
    expectTypeOf(toggle.data).toEqualTypeOf<AdAccount[] | undefined>();
  });

  it('lets a hook add its callbacks, typed by the options it spreads', () => {
    useMutation({
      ...requestPasswordResetMutationOptions(client),
      onSuccess: (_sent, variables) => {
        expectTypeOf(variables).toEqualTypeOf<{ email: string }>();
      },
    });
    // @ts-expect-error the reset link is asked for an address, not a bare string
    useMutation(requestPasswordResetMutationOptions(client)).mutate('ada@acme.test');
  });
});
