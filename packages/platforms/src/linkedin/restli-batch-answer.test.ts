import { describe, expect, it } from 'vitest';
import { readBatchGetAnswer } from './restli-batch-answer.js';

const SHARE = 'urn:li:share:1';
const UGC = 'urn:li:ugcPost:2';
const enc = encodeURIComponent;

describe('readBatchGetAnswer', () => {
  it('finds entities under encoded or plain keys', () => {
    const answer = readBatchGetAnswer(
      {
        results: { [enc(SHARE)]: { id: SHARE }, [UGC]: { id: UGC } },
        statuses: { [enc(SHARE)]: 200, [UGC]: 200 },
        errors: {},
      },
      [SHARE, UGC],
    );
    expect(answer.get(SHARE)).toEqual({ element: { id: SHARE } });
    expect(answer.get(UGC)).toEqual({ element: { id: UGC } });
  });

  it('maps each id’s own error like a single call’s answer', () => {
    const answer = readBatchGetAnswer(
      {
        results: {},
        statuses: { [enc(SHARE)]: 404, [enc(UGC)]: 403 },
        errors: {
          [enc(SHARE)]: { status: 404, code: 'NOT_FOUND', message: 'gone' },
          [enc(UGC)]: { message: 'Not enough permissions', serviceErrorCode: 100 },
        },
      },
      [SHARE, UGC],
    );
    expect(answer.get(SHARE)).toEqual({
      error: {
        code: 'NO_CREATIVE_FOUND',
        message: 'gone',
        httpStatus: 404,
        platformCode: 'NOT_FOUND',
      },
    });
    // The status comes from `statuses` when the error body has none.
    expect(answer.get(UGC)).toEqual({
      error: {
        code: 'NO_PERMISSIONS',
        message: 'Not enough permissions',
        httpStatus: 403,
        platformCode: '100',
      },
    });
  });

  it('reports an id the answer leaves out, and copes with a body that is no batch answer', () => {
    const missing = { error: expect.objectContaining({ code: 'UNKNOWN', httpStatus: null }) };
    expect(
      readBatchGetAnswer({ results: {}, statuses: { [SHARE]: 200 } }, [SHARE]).get(SHARE),
    ).toEqual(missing);
    expect(readBatchGetAnswer(null, [SHARE]).get(SHARE)).toEqual(missing);
    expect(readBatchGetAnswer({ results: { [SHARE]: 'text' } }, [SHARE]).get(SHARE)).toEqual(
      missing,
    );
  });
});
