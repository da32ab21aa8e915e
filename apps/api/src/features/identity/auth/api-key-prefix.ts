/** Every API key starts with it: a bearer secret without it is not looked up at all. */
export const API_KEY_PREFIX = 'utm_';
