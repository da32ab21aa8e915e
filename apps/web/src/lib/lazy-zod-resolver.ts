import type * as resolvers from '@hookform/resolvers/zod';
import type * as schemas from '@utmost/ads-sdk/schemas';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export type SchemasModule = typeof schemas;
type ResolversModule = typeof resolvers;

let schemasLoad: Promise<SchemasModule> | undefined;
let resolverLoad: Promise<ResolversModule> | undefined;

/**
 * Loads the SDK's validation schemas (full zod) and the resolver. The forms call it when they
 * mount, so the code arrives while the user types: it stays out of the first page's load (the
 * login page must render within the first-load budget), yet is there before the first check.
 */
export function loadFormValidation(): Promise<[SchemasModule, ResolversModule]> {
  // A failed load (network) is forgotten, so that the next check tries again.
  schemasLoad ??= import('@utmost/ads-sdk/schemas').catch((error: unknown) => {
    schemasLoad = undefined;
    throw error;
  });
  resolverLoad ??= import('@hookform/resolvers/zod').catch((error: unknown) => {
    resolverLoad = undefined;
    throw error;
  });
  return Promise.all([schemasLoad, resolverLoad]);
}

/**
 * A react-hook-form resolver for one of the SDK's schemas, which it loads on first use:
 * `useForm({ resolver: createLazyZodResolver((schemas) => schemas.loginSchema) })`.
 */
export function createLazyZodResolver<TFieldValues extends FieldValues>(
  pickSchema: (schemas: SchemasModule) => z.ZodType<unknown, TFieldValues>,
): Resolver<TFieldValues> {
  return async (values, context, options) => {
    const [schemas, { zodResolver }] = await loadFormValidation();
    // The schema's output is the same shape as its input here (trimmed strings), so the form's
    // values type serves for both.
    const resolve = zodResolver(pickSchema(schemas)) as unknown as Resolver<TFieldValues>;
    return resolve(values, context, options);
  };
}
