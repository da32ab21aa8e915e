// zod/mini: these schemas live in the route tree, which is part of the first load.
import { z } from 'zod/mini';

/**
 * The router parses query values as JSON, so `?jobId=123` arrives as a number. Ids are strings in
 * the app: accept both and read them as a non-empty string.
 */
export const idSearchParam = z.pipe(
  z.union([z.string(), z.number()]),
  z.pipe(
    z.transform((value: string | number) => String(value)),
    z.string().check(z.trim(), z.minLength(1)),
  ),
);

/** A same-origin path to return to after login; anything else (another origin, junk) is dropped. */
export const redirectSearchParam = z.catch(
  z.optional(
    z.string().check(z.refine((value) => value.startsWith('/') && !value.startsWith('//'))),
  ),
  undefined,
);

export const loginSearchSchema = z.object({ redirect: redirectSearchParam });
export const invitationSearchSchema = z.object({ tkn: idSearchParam });
export const runDetailsSearchSchema = z.object({ jobId: idSearchParam });
