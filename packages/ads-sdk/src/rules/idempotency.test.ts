import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { API_KEY_RATE_LIMIT } from './api-rate-limits.js';
import { IDEMPOTENT_OPERATIONS, isIdempotentOperation } from './idempotency.js';

const contractText = readFileSync(
  new URL('../../../../openapi/utmost.yaml', import.meta.url),
  'utf8',
);
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

interface Operation {
  parameters?: { $ref?: string }[];
}
const contract = parse(contractText) as {
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
};

describe('IDEMPOTENT_OPERATIONS', () => {
  it('lists exactly the operations whose contract takes an Idempotency-Key', () => {
    const takingKey = Object.entries(contract.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) =>
          operation.parameters?.some(
            (parameter) => parameter.$ref === '#/components/parameters/IdempotencyKey',
          ),
        )
        .map(([method]) => ({ method: method.toUpperCase(), path })),
    );

    expect(takingKey).toEqual(expect.arrayContaining([...IDEMPOTENT_OPERATIONS]));
    expect(takingKey).toHaveLength(IDEMPOTENT_OPERATIONS.length);
  });

  it('matches by method and contract path', () => {
    expect(isIdempotentOperation('post', '/api/v1/{platform}/ads/autoUrlTemplate')).toBe(true);
    expect(isIdempotentOperation('GET', '/api/v1/{platform}/ads/autoUrlTemplate')).toBe(false);
    expect(isIdempotentOperation('POST', '/api/v1/google/ads/autoUrlTemplate')).toBe(false);
  });
});

describe('API_KEY_RATE_LIMIT', () => {
  it('is the limit the contract and the README state', () => {
    const stated = `${String(API_KEY_RATE_LIMIT.limit)} requests per ${String(API_KEY_RATE_LIMIT.windowSeconds)} seconds`;
    expect(contract.info.description.replace(/\s+/g, ' ')).toContain(stated);
    expect(readme.replace(/\s+/g, ' ')).toContain(`**${stated}**`);
  });
});
