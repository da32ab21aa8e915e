import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  createFakeFetch,
  createJsonResponse,
  createTestClient,
  runMutation,
} from '../../test/helpers.js';
import {
  acceptInvitationMutationOptions,
  checkEmail,
  logInMutationOptions,
  recoverPasswordMutationOptions,
  refreshSession,
  registerMutationOptions,
  requestPasswordResetMutationOptions,
  resendExpiredLinkMutationOptions,
  resendVerificationEmailMutationOptions,
  ssoProvidersQueryOptions,
  verifyEmailAddress,
  verifyInvitationToken,
  verifyResetToken,
} from './identity-query.js';

const USER = { id: 'u-1', email: 'ada@acme.test', firstName: 'Ada', lastName: 'Lovelace' };

describe('ssoProvidersQueryOptions', () => {
  it('reads the configured providers under the user tag, kept for the page’s life', async () => {
    const providers = [{ provider: 'google', isEnabled: true }];
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(200, { content: { providers } }),
    );
    const options = ssoProvidersQueryOptions(createTestClient({ fetch }));

    await expect(new QueryClient().fetchQuery(options)).resolves.toEqual(providers);

    expect(options.queryKey).toEqual(['user', 'ssoProviders']);
    expect(options.staleTime).toBe(Infinity);
    expect(seen[0]?.url.pathname).toBe('/api/v1/users/sso/providers');
  });
});

describe('logInMutationOptions', () => {
  it('posts the credentials and answers with the user', async () => {
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(200, { content: { user: USER } }),
    );
    const credentials = { email: 'ada@acme.test', password: 'secret-1234' };

    await expect(
      runMutation(logInMutationOptions(createTestClient({ fetch })), credentials),
    ).resolves.toEqual(USER);

    expect(seen[0]?.request.method).toBe('POST');
    expect(seen[0]?.url.pathname).toBe('/api/v1/users/login');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual(credentials);
  });

  it('fails with the field errors of a 401', async () => {
    const { fetch } = createFakeFetch(() =>
      createJsonResponse(401, { errors: { password: 'Wrong password' } }),
    );
    await expect(
      runMutation(logInMutationOptions(createTestClient({ fetch })), {
        email: 'ada@acme.test',
        password: 'nope',
      }),
    ).rejects.toMatchObject({ status: 401, fieldErrors: { password: 'Wrong password' } });
  });
});

describe('registerMutationOptions', () => {
  it('posts the registration and answers with the user', async () => {
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(201, { content: { user: USER } }),
    );
    const registration = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      organizationName: 'Acme',
      email: 'ada@acme.test',
      password: 'secret-1234',
    };

    await expect(
      runMutation(registerMutationOptions(createTestClient({ fetch })), registration),
    ).resolves.toEqual(USER);

    expect(seen[0]?.url.pathname).toBe('/api/v1/users/register');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual(registration);
  });
});

describe('the password reset', () => {
  it('asks for a link with the address in the query', async () => {
    const { fetch, seen } = createFakeFetch(() => createJsonResponse(200, { content: {} }));
    await runMutation(requestPasswordResetMutationOptions(createTestClient({ fetch })), {
      email: 'ada@acme.test',
    });
    expect(seen[0]?.url.pathname).toBe('/api/v1/users/forgot-password');
    expect(seen[0]?.url.searchParams.get('email')).toBe('ada@acme.test');
  });

  it('checks a reset link without using it up', async () => {
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(200, { content: { email: 'ada@acme.test' } }),
    );
    await expect(verifyResetToken(createTestClient({ fetch }), 't-1')).resolves.toEqual({
      email: 'ada@acme.test',
    });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ token: 't-1', purpose: 'password_reset' });
  });

  it('sets the new password, and fails with the token’s field error when the link is used', async () => {
    const input = { token: 't-1', password: 'secret-1234', confirmPassword: 'secret-1234' };
    const { fetch, seen } = createFakeFetch(() => createJsonResponse(200, { content: {} }));
    await runMutation(recoverPasswordMutationOptions(createTestClient({ fetch })), input);
    expect(seen[0]?.url.pathname).toBe('/api/v1/users/recover-password');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual(input);

    const refused = createFakeFetch(() =>
      createJsonResponse(400, { errors: { token: 'The link has expired' } }),
    );
    await expect(
      runMutation(
        recoverPasswordMutationOptions(createTestClient({ fetch: refused.fetch })),
        input,
      ),
    ).rejects.toMatchObject({ status: 400, fieldErrors: { token: 'The link has expired' } });
  });
});

describe('checkEmail', () => {
  it('says why an address cannot sign up, or null', async () => {
    const { fetch, seen } = createFakeFetch(({ url }) =>
      createJsonResponse(
        200,
        url.searchParams.get('email') === 'taken@acme.test'
          ? { content: { exists: true }, errors: { email: 'Already registered' } }
          : { content: { exists: false } },
      ),
    );
    const client = createTestClient({ fetch });
    await expect(checkEmail(client, 'taken@acme.test')).resolves.toEqual({
      exists: true,
      error: 'Already registered',
    });
    await expect(checkEmail(client, 'new@acme.test')).resolves.toEqual({
      exists: false,
      error: null,
    });
    expect(seen[0]?.url.pathname).toBe('/api/v1/users/check-email');
  });
});

describe('the invitation', () => {
  it('describes the link, and refuses an answer without the invitation', async () => {
    const invitation = { organizationName: 'Acme', hasAccount: false };
    const { fetch, seen } = createFakeFetch(({ body }) =>
      createJsonResponse(200, {
        content:
          JSON.parse(body).token === 't-1'
            ? { email: 'ada@acme.test', invitation }
            : { email: 'ada@acme.test' },
      }),
    );
    const client = createTestClient({ fetch });
    await expect(verifyInvitationToken(client, 't-1')).resolves.toEqual({
      email: 'ada@acme.test',
      invitation,
    });
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ token: 't-1', purpose: 'invitation' });
    await expect(verifyInvitationToken(client, 't-2')).rejects.toThrow(/without it/);
  });

  it('accepts with the token as `tkn` and answers with the organization', async () => {
    const organization = { id: 'o-1', name: 'Acme', logoUrl: null, role: 'member' };
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(200, { content: { organization } }),
    );
    await expect(
      runMutation(acceptInvitationMutationOptions(createTestClient({ fetch })), 't-1'),
    ).resolves.toEqual(organization);
    expect(seen[0]?.url.pathname).toBe('/api/v1/users/handle-user-invitation');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ tkn: 't-1' });
  });
});

describe('the links sent by e-mail', () => {
  it('resends an expired link with its token', async () => {
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(200, { content: { maskedEmail: 'a***@acme.test' } }),
    );
    await expect(
      runMutation(resendExpiredLinkMutationOptions(createTestClient({ fetch }), 't-1'), undefined),
    ).resolves.toEqual({ maskedEmail: 'a***@acme.test' });
    expect(seen[0]?.url.pathname).toBe('/api/v1/users/resend-link');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ token: 't-1' });
  });

  it('resends the verification link, failing with the catalogue code once verified', async () => {
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(409, {
        error: { code: 'EMAIL_ALREADY_VERIFIED', message: 'Already verified.' },
      }),
    );
    await expect(
      runMutation(resendVerificationEmailMutationOptions(createTestClient({ fetch })), undefined),
    ).rejects.toMatchObject({ code: 'EMAIL_ALREADY_VERIFIED', status: 409 });
    expect(seen[0]?.url.pathname).toBe('/api/v1/users/resend-verification-email');
  });

  it('verifies the address with the link’s token', async () => {
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(200, { content: { email: 'ada@acme.test' } }),
    );
    await expect(verifyEmailAddress(createTestClient({ fetch }), 't-1')).resolves.toEqual({
      email: 'ada@acme.test',
    });
    expect(seen[0]?.url.pathname).toBe('/api/v1/users/verify-email');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ token: 't-1' });
  });
});

describe('refreshSession', () => {
  it('answers with the signed-in user', async () => {
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(200, { content: { user: USER } }),
    );
    await expect(refreshSession(createTestClient({ fetch }))).resolves.toEqual(USER);
    expect(seen[0]?.url.pathname).toBe('/api/v1/users/refreshToken');
  });
});
