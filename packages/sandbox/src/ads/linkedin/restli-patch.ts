// Rest.li PARTIAL_UPDATE bodies: {"patch": {"$set": {…}, "$delete": […], "field": {nested patch}}}.
// The patch is applied to a copy of the entity's JSON; the caller then checks which leaf paths
// changed against what the resource lets clients update.

export class PatchSyntaxError extends Error {}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function applyPatchNode(target: JsonObject, patch: unknown, path: string): JsonObject {
  if (!isObject(patch)) throw new PatchSyntaxError(`patch at ${path || '/'} must be an object`);
  const result: JsonObject = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (key === '$set') {
      if (!isObject(value)) throw new PatchSyntaxError(`$set at ${path || '/'} must be an object`);
      Object.assign(result, value);
    } else if (key === '$delete') {
      if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
        throw new PatchSyntaxError(`$delete at ${path || '/'} must be a list of field names`);
      for (const name of value as string[]) delete result[name];
    } else if (key.startsWith('$')) {
      throw new PatchSyntaxError(`unknown patch operation ${key}`);
    } else {
      const child = result[key];
      result[key] = applyPatchNode(isObject(child) ? child : {}, value, `${path}/${key}`);
    }
  }
  return result;
}

/** Applies `{"patch": …}` to `target`; throws PatchSyntaxError for a malformed body. */
export function applyRestliPatch(target: JsonObject, body: unknown): JsonObject {
  if (!isObject(body) || !('patch' in body))
    throw new PatchSyntaxError('the body must be {"patch": {…}}');
  return applyPatchNode(target, body.patch, '');
}

/** Leaf paths (`/content/textAd/landingPage`) whose values differ between two JSON values. */
export function listChangedPaths(before: unknown, after: unknown, path = ''): string[] {
  if (isObject(before) && isObject(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) => listChangedPaths(before[key], after[key], `${path}/${key}`));
  }
  if (isObject(after) && before === undefined) return listChangedPaths({}, after, path);
  if (isObject(before) && after === undefined) return listChangedPaths(before, {}, path);
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [path];
}
