/**
 * `@utmost/ads-sdk/enums`: the contract's enum values as `as const` tuples, with nothing else
 * (no client, no zod), so the API's database schema, the platform clients and the web can import
 * them without pulling in the SDK.
 */
export * from './generated/enums.js';
