import Stripe from 'stripe';
import { AppError } from '../../../core/errors/app-error.js';

/**
 * Whether a failed Stripe call is Stripe being unreachable rather than refusing what we asked:
 * no answer (connection refused or reset, a time-out: `StripeConnectionError`), a 5xx, or its
 * rate limit. The SDK has already retried these (`maxNetworkRetries`); what is left is an outage
 * the person can only wait out, unlike a 4xx, which is our bug and stays a 500.
 */
export function isStripeOutage(error: unknown): boolean {
  if (!(error instanceof Stripe.errors.StripeError)) return false;
  if (error instanceof Stripe.errors.StripeConnectionError) return true;
  const status = error.statusCode;
  return status === undefined ? false : status >= 500 || status === 429;
}

/**
 * Runs a Stripe call made for a person waiting on it; an outage becomes the catalogue's 503
 * `PAYMENT_PROVIDER_UNAVAILABLE` (its message says nothing was charged), with Stripe's own words
 * kept in the log through `cause`. Any other refusal of Stripe's becomes a plain server error
 * (`hideStripeRefusal`).
 */
export async function callStripe<Value>(request: () => Promise<Value>): Promise<Value> {
  try {
    return await request();
  } catch (error) {
    if (isStripeOutage(error)) {
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', undefined, { cause: error });
    }
    throw hideStripeRefusal(error);
  }
}

/**
 * A 4xx of Stripe's (a bad key, a price id that does not exist) is our request's fault, not the
 * person's: it must answer 500. Thrown as it is, its `statusCode` would pass it off as a client
 * error of our own API (and Stripe's words would reach the browser), so it is wrapped.
 */
export function hideStripeRefusal(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  return new Error(`Stripe refused a request: ${error.type}`, { cause: error });
}

export function isPaymentProviderUnavailable(error: unknown): error is AppError {
  return error instanceof AppError && error.code === 'PAYMENT_PROVIDER_UNAVAILABLE';
}
