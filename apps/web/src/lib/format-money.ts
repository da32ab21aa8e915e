/** Money is stored as integer micros (DESIGN §3). */
const MICROS_PER_UNIT = 1_000_000;

/** An amount in micros in the account's currency; without a currency, as a plain number. */
export function formatMicros(micros: number, currencyCode: string | null): string {
  const amount = micros / MICROS_PER_UNIT;
  if (currencyCode !== null) {
    try {
      return new Intl.NumberFormat('en', { style: 'currency', currency: currencyCode }).format(
        amount,
      );
    } catch {
      // An unknown currency code falls through to the plain number.
    }
  }
  return new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(amount);
}
