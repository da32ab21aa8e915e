/** A syntactically valid URL of exactly `length` characters: `base` padded in its query. */
export function buildUrlOfLength(base: string, length: number): string {
  const separator = base.includes('?') ? '&' : '?';
  const head = `${base}${separator}pad=`;
  if (head.length > length) throw new Error(`${base} is already longer than ${length}`);
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let padding = '';
  for (let index = 0; padding.length < length - head.length; index += 1) {
    padding += alphabet[index % alphabet.length];
  }
  return `${head}${padding}`;
}
