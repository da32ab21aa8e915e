// VAT numbers as people copy them from invoices: "DE 123 456 789", "GB123-456-789",
// "NL 8527.35.631.B01". Groups of English letters and digits, with spaces, dashes or dots between
// them; stored without the separators and upper-case, so one number is always written one way.

const VAT_NUMBER_PATTERN = /^[A-Za-z0-9]+(?:[ .-]+[A-Za-z0-9]+)*$/;
const VAT_SEPARATORS = /[ .-]/g;

/** Whether `text` (already trimmed) is letters and digits with separators only between groups. */
export function isVatNumberWellFormed(text: string): boolean {
  return VAT_NUMBER_PATTERN.test(text);
}

/** The VAT number as stored: separators removed, letters upper-case. */
export function normalizeVatNumber(text: string): string {
  return text.trim().replace(VAT_SEPARATORS, '').toUpperCase();
}
