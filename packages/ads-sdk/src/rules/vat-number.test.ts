import { describe, expect, it } from 'vitest';
import { organizationSchema } from '../schemas/identity.js';
import { isVatNumberWellFormed, normalizeVatNumber } from './vat-number.js';
import { ENGLISH_LETTERS_AND_NUMBERS_ONLY } from './validation-messages.js';

const WELL_FORMED = [
  ['DE123456789', 'DE123456789'],
  ['DE 123 456 789', 'DE123456789'],
  ['GB123-456-789', 'GB123456789'],
  ['NL 8527.35.631.B01', 'NL852735631B01'],
  ['fr 12 345678901', 'FR12345678901'],
  ['ATU 1234 - 5678', 'ATU12345678'],
] as const;

describe('VAT numbers', () => {
  it.each(WELL_FORMED)('accepts %s and stores it as %s', (entered, stored) => {
    expect(isVatNumberWellFormed(entered)).toBe(true);
    expect(normalizeVatNumber(entered)).toBe(stored);
  });

  it.each(['DE-12/3', 'DE_123', '-DE123', 'DE123.', 'DÉ123', 'DE 123 #4', '.'])(
    'refuses %s',
    (entered) => {
      expect(isVatNumberWellFormed(entered)).toBe(false);
    },
  );

  it('the Details form answers the spec message for a bad one, and takes a spaced one', () => {
    const base = {
      name: 'Acme',
      legalName: 'Acme Ltd',
      contactEmail: 'a@example.com',
      billingEmail: 'b@example.com',
    };
    const bad = organizationSchema.safeParse({ ...base, vatNumber: 'DE 12/3' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(ENGLISH_LETTERS_AND_NUMBERS_ONLY);
    expect(organizationSchema.safeParse({ ...base, vatNumber: 'NL 8527.35.631.B01' }).success).toBe(
      true,
    );
  });
});
