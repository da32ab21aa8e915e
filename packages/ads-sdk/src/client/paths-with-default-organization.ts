import type { paths } from '../generated/schema.js';

/** `query` may be left out once none of its parameters is required. */
type OptionalWhenEmpty<Query> = object extends Query ? { query?: Query } : { query: Query };

/** An operation whose required `organization_id` query parameter becomes optional. */
type WithOptionalOrganization<Operation> = Operation extends {
  parameters: { query: infer Query };
}
  ? Query extends { organization_id: string }
    ? Omit<Operation, 'parameters'> & {
        parameters: Omit<Operation['parameters'], 'query'> &
          OptionalWhenEmpty<Omit<Query, 'organization_id'> & { organization_id?: string }>;
      }
    : Operation
  : Operation;

/**
 * The contract's paths as a client with a default `organizationId` sees them: `organization_id`
 * may be left out of every call, the client adds it.
 */
export type PathsWithDefaultOrganization = {
  [Path in keyof paths]: {
    [Method in keyof paths[Path]]: WithOptionalOrganization<paths[Path][Method]>;
  };
};
