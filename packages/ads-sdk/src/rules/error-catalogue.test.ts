import { describe, expect, it } from 'vitest';
import {
  describeLoginWait,
  describeSearchTermValidationRunning,
  findErrorCodeForStatus,
} from './error-catalogue.js';

describe('describeLoginWait', () => {
  it('gives the wait and the two ways in that never wait', () => {
    expect(describeLoginWait(1)).toBe(
      'Too many failed log-ins. Try again in 1 minute, or get in now: use “Forgot password?” to get a reset link by e-mail, or continue with Google, Microsoft or LinkedIn if your account uses one.',
    );
    expect(describeLoginWait(60)).toMatch(/^Too many failed log-ins\. Try again in 60 minutes, /);
  });
});

describe('describeSearchTermValidationRunning', () => {
  it('names every busy account and says to wait', () => {
    expect(describeSearchTermValidationRunning(['Hearthly', 'Sproutstrong'])).toBe(
      'A search-term validation is already running for Hearthly, Sproutstrong. Wait for it to finish.',
    );
  });
});

describe('findErrorCodeForStatus', () => {
  it('never reads a bare 503 (a proxy, a restart) as the payment provider being down', () => {
    expect(findErrorCodeForStatus(503)).toBe('SERVICE_UNAVAILABLE');
  });
});
