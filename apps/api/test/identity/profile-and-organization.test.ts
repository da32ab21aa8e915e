import {
  ENGLISH_LETTERS_AND_NUMBERS_ONLY,
  ENGLISH_LETTERS_ONLY,
  FIELD_REQUIRED,
  INVALID_EMAIL_FORMAT,
  INVALID_PASSWORD,
  PASSWORDS_MUST_BE_THE_SAME,
  PASSWORD_POLICY_MESSAGE,
} from '@utmost/ads-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  asBrowser,
  createTestAccount,
  signIn,
  type TestAccount,
} from '../helpers/identity-fixtures.js';

let testApp: TestApp;
const db = () => testApp.testDatabase.database.db;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

function updateUser(account: TestAccount, cookie: string, payload: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/v1/users/${account.user.id}`,
    headers: asBrowser(cookie),
    payload,
  });
}

describe('my profile', () => {
  it('reads and renames the signed-in user', async () => {
    const account = await createTestAccount(db(), 'Profile');
    const cookie = await signIn(testApp.app, account);
    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/users/${account.user.id}`,
      headers: { cookie },
    });
    expect(read.json().content.user).toMatchObject({ id: account.user.id, email: account.email });
    const renamed = await updateUser(account, cookie, {
      firstName: "O'Neil",
      lastName: 'Mary-Jane',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().content.user).toMatchObject({
      firstName: "O'Neil",
      lastName: 'Mary-Jane',
    });
  });

  it('answers the spec §5 messages', async () => {
    const account = await createTestAccount(db(), 'Rules');
    const cookie = await signIn(testApp.app, account);
    const names = await updateUser(account, cookie, { firstName: 'J0hn', lastName: '' });
    expect(names.json()).toEqual({
      errors: { firstName: ENGLISH_LETTERS_ONLY, lastName: FIELD_REQUIRED },
    });
    const passwords = await updateUser(account, cookie, {
      firstName: 'John',
      lastName: 'Doe',
      currentPassword: account.password,
      newPassword: 'weak',
      confirmPassword: 'other',
    });
    expect(passwords.json()).toEqual({
      errors: { newPassword: PASSWORD_POLICY_MESSAGE, confirmPassword: PASSWORDS_MUST_BE_THE_SAME },
    });
  });

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const account = await createTestAccount(db(), 'Changer');
    const cookie = await signIn(testApp.app, account);
    const otherDevice = await signIn(testApp.app, account);
    const newPassword = 'Chang3d!pass';
    const wrong = await updateUser(account, cookie, {
      firstName: 'Test',
      lastName: 'Changer',
      currentPassword: 'Wr0ng!pass',
      newPassword,
      confirmPassword: newPassword,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ errors: { currentPassword: INVALID_PASSWORD } });

    const changed = await updateUser(account, cookie, {
      firstName: 'Test',
      lastName: 'Changer',
      currentPassword: account.password,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const read = (headers: Record<string, string>) =>
      testApp.app.inject({ method: 'GET', url: `/api/v1/users/${account.user.id}`, headers });
    expect((await read({ cookie })).statusCode).toBe(200);
    expect((await read({ cookie: otherDevice })).statusCode).toBe(401);
    await signIn(testApp.app, { email: account.email, password: newPassword });
  });

  it("refuses another user's profile", async () => {
    const account = await createTestAccount(db(), 'Curious');
    const other = await createTestAccount(db(), 'Private');
    const cookie = await signIn(testApp.app, account);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/users/${other.user.id}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('organization details', () => {
  it('saves every spec §3 field; empty optional fields become null', async () => {
    const owner = await createTestAccount(db(), 'Details', 'Details Co');
    const cookie = await signIn(testApp.app, owner);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${owner.organization.id}`,
      headers: asBrowser(cookie),
      payload: {
        name: 'Details Co',
        legalName: 'Details Company GmbH',
        vatNumber: 'DE123456789',
        contactEmail: 'Contact@Details.example',
        billingEmail: 'billing@details.example',
        country: 'Germany',
        city: 'Berlin',
        street: 'Unter den Linden 1',
        building: '12A',
        zipCode: '',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().content.organization).toEqual({
      id: owner.organization.id,
      name: 'Details Co',
      legalName: 'Details Company GmbH',
      vatNumber: 'DE123456789',
      contactEmail: 'contact@details.example',
      billingEmail: 'billing@details.example',
      logoUrl: null,
      country: 'Germany',
      city: 'Berlin',
      street: 'Unter den Linden 1',
      building: '12A',
      zipCode: null,
      role: 'owner',
    });
  });

  it('takes a VAT number with spaces, dashes or dots and stores it without them, upper-case', async () => {
    const owner = await createTestAccount(db(), 'Vat', 'Vat Co');
    const cookie = await signIn(testApp.app, owner);
    const save = (vatNumber: string) =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/v1/organizations/${owner.organization.id}`,
        headers: asBrowser(cookie),
        payload: {
          name: 'Vat Co',
          legalName: 'Vat Company BV',
          vatNumber,
          contactEmail: 'contact@vat.example',
          billingEmail: 'billing@vat.example',
        },
      });
    const spaced = await save('nl 8527.35.631-B01');
    expect(spaced.statusCode, spaced.body).toBe(200);
    expect(spaced.json().content.organization.vatNumber).toBe('NL852735631B01');
    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${owner.organization.id}`,
      headers: asBrowser(cookie),
    });
    expect(read.json().content.organization.vatNumber).toBe('NL852735631B01');
    const refused = await save('NL 8527/35');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ errors: { vatNumber: ENGLISH_LETTERS_AND_NUMBERS_ONLY } });
  });

  it('answers the spec §5 messages for the required and patterned fields', async () => {
    const owner = await createTestAccount(db(), 'Invalid');
    const cookie = await signIn(testApp.app, owner);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${owner.organization.id}`,
      headers: asBrowser(cookie),
      payload: {
        name: '',
        legalName: ' ',
        contactEmail: 'nope',
        billingEmail: '',
        vatNumber: 'DE-12/3',
        city: 'Berl1n',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        name: FIELD_REQUIRED,
        legalName: FIELD_REQUIRED,
        contactEmail: INVALID_EMAIL_FORMAT,
        billingEmail: FIELD_REQUIRED,
        vatNumber: ENGLISH_LETTERS_AND_NUMBERS_ONLY,
        city: ENGLISH_LETTERS_ONLY,
      },
    });
  });
});
