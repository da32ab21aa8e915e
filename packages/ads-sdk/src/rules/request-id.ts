/**
 * The header that names one request on both sides (issue 27): the SDK sends a new id with every
 * call, the API adopts it when it looks like one (else makes its own), logs it with the request
 * and answers it back; every `UtmostError` carries it as `requestId` for a support ticket.
 */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What the API accepts as a caller's request id: no spaces or characters a log would misread. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;
