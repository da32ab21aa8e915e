// Values are encoded, never altered: every character outside RFC 3986 "unreserved" and the
// sub-delimiters `! ' ( ) *` becomes UTF-8 percent-encoding (`encodeURIComponent`), so a space is
// `%20` (not `+`), `&`, `=`, `#` and `?` can never break the query apart, and decoding gives back
// exactly the text the user typed or the hierarchy holds.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function encodeQueryValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // encodeURIComponent throws on a lone UTF-16 surrogate (a name cut in the middle of an emoji):
    // write U+FFFD for it, as TextEncoder would, rather than failing the whole ad.
    return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));
  }
}
