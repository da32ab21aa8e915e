/**
 * E-mails are compared and stored lower-cased and trimmed: the API stores them so, and the app
 * compares the signed-in address with an invitation's the same way.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
