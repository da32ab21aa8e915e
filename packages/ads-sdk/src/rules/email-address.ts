/**
 * E-mails are compared and stored lower-cased and trimmed: the API stores them so, and the app
 * compares the signed-in address with an invitation's the same way.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * An address with most of its local part hidden ("ada@example.com" → "a•••@example.com"): enough
 * for its owner to recognise, little for anyone else. The domain stays so they know which mailbox.
 */
export function maskEmailAddress(email: string): string {
  const address = normalizeEmail(email);
  const at = address.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${address.slice(0, 1)}•••${address.slice(at)}`;
}
