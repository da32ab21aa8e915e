import type { CustomParameter } from '../seed/google-types.js';

// Google's checks on the URL fields a mutate may change, with the UrlFieldError codes it answers.
// A check returns null when the value passes, else [category, code, message].

export type FieldProblem = [category: string, code: string, message: string];

export const MAX_URL_LENGTH = 2048;
const LPURL_TAG = /\{(lpurl(\+[23])?|unescapedlpurl|escapedlpurl|lpurl\.[a-z]+)\}/i;

function checkLength(value: string): FieldProblem | null {
  return value.length > MAX_URL_LENGTH
    ? ['stringLengthError', 'TOO_LONG', `Too long: at most ${MAX_URL_LENGTH} characters.`]
    : null;
}

export function checkFinalUrl(value: string): FieldProblem | null {
  const tooLong = checkLength(value);
  if (tooLong) return tooLong;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value))
    return [
      'urlFieldError',
      'MISSING_PROTOCOL_IN_FINAL_URL',
      'The final url is missing a protocol.',
    ];
  if (!/^https?:\/\//i.test(value))
    return [
      'urlFieldError',
      'INVALID_PROTOCOL_IN_FINAL_URL',
      'The final url has an invalid protocol.',
    ];
  if (!URL.canParse(value) || /\s/.test(value))
    return ['urlFieldError', 'MALFORMED_FINAL_URL', 'The final url is malformed.'];
  if (new URL(value).hostname === '')
    return ['urlFieldError', 'MISSING_HOST_IN_FINAL_URL', 'The final url is missing a host.'];
  return null;
}

export function checkTrackingUrlTemplate(value: string): FieldProblem | null {
  const tooLong = checkLength(value);
  if (tooLong) return tooLong;
  if (!/^(https?:\/\/|\{)/i.test(value))
    return [
      'urlFieldError',
      'MISSING_PROTOCOL_IN_TRACKING_URL_TEMPLATE',
      'The tracking url template must start with a valid protocol (or lpurl tag).',
    ];
  if (!LPURL_TAG.test(value))
    return [
      'urlFieldError',
      'MISSING_TRACKING_URL_TEMPLATE_TAG',
      'The tracking url template must contain at least one tag (for example, {lpurl}).',
    ];
  if (/\s/.test(value))
    return [
      'urlFieldError',
      'MALFORMED_TRACKING_URL_TEMPLATE',
      'The tracking url template is malformed.',
    ];
  return null;
}

export function checkFinalUrlSuffix(value: string): FieldProblem | null {
  const tooLong = checkLength(value);
  if (tooLong) return tooLong;
  if (/^[?&]/.test(value) || /[\s#]/.test(value))
    return [
      'urlFieldError',
      'FINAL_URL_SUFFIX_MALFORMED',
      "The final url suffix cannot begin with '?' or '&' characters and must be a valid query string.",
    ];
  if (LPURL_TAG.test(value) || /\{ignore\}/i.test(value))
    return [
      'urlFieldError',
      'INVALID_TAG_IN_FINAL_URL_SUFFIX',
      'The final url suffix cannot contain {lpurl} related or {ignore} tags.',
    ];
  return null;
}

export function checkCustomParameters(parameters: CustomParameter[]): FieldProblem | null {
  if (parameters.length > 8)
    return [
      'urlFieldError',
      'URL_CUSTOM_PARAMETERS_COUNT_EXCEEDS_LIMIT',
      'The number of url custom parameters for an resource exceeds the maximum limit allowed.',
    ];
  for (const { key, value } of parameters) {
    if (!/^[A-Za-z0-9]{1,16}$/.test(key))
      return [
        'urlFieldError',
        'INVALID_CHARACTERS_IN_URL_CUSTOM_PARAMETER_KEY',
        'An invalid character appears in the custom parameter key.',
      ];
    if (value.length > 250 || /\s/.test(value))
      return [
        'urlFieldError',
        'INVALID_CHARACTERS_IN_URL_CUSTOM_PARAMETER_VALUE',
        'An invalid character appears in the custom parameter value.',
      ];
  }
  return null;
}
