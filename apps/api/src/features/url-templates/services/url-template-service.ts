import { DUPLICATE_TEMPLATE_NAME, type Platform, type UrlTemplateMap } from '@utmost/ads-sdk';
import { createUrlTemplateSchema } from '@utmost/ads-sdk/schemas';
import { loadTemplate } from '@utmost/tagging';
import type { AdPlatformDependencies } from '../../ad-platforms/index.js';
import type { Caller } from '../../identity/index.js';
import type { DatabaseExecutor } from '../../../core/db/database-types.js';
import { URL_TEMPLATE_NAME_UNIQUE_INDEX, type StoredTemplateEntry } from '../schema.js';
import { AppError } from '../../../core/errors/app-error.js';
import { parseInput } from '../../../core/errors/parse-input.js';
import { listTemplateUsers } from '../repositories/template-assignment-repository.js';
import { isUniqueViolation } from '../../../core/db/database-errors.js';
import type { OrganizationScope } from '../../../core/db/organization-scope.js';
import {
  findUrlTemplate,
  insertUrlTemplate,
  listOtherTemplateNames,
  listUrlTemplates,
  updateUrlTemplate,
  type UrlTemplateRow,
} from '../repositories/url-template-repository.js';
import { authorizeOrganization } from '../../identity/index.js';
import { listPlatformDynamicValues } from './url-template-catalogue.js';
import { chooseWorkspace } from '../../identity/index.js';

// Listing and saving tracking templates (spec §7 "URL templates"). The rules and their messages
// are the SDK's schema, the one the editor's form runs; the name's uniqueness is also a unique
// index, so two saves racing with one name still end in the rule's 400, never a 500.

/** The same answer for "no such template" and "not yours": nothing leaks about others. */
export const TEMPLATE_NOT_FOUND = 'Tracking template not found.';

/** A template with the ad accounts that use it (the editor warns before deleting one in use). */
export type UrlTemplateListing = UrlTemplateRow & {
  adAccounts: { resourceName: string; name: string }[];
};

export interface SaveUrlTemplateInput {
  id?: string;
  name: string;
  platformType: string;
  urlTemplate: UrlTemplateMap;
}

/** In order, without the rows the editor flagged `toBeDeleted`; values trimmed as checked. */
function toStoredEntries(urlTemplate: UrlTemplateMap): StoredTemplateEntry[] {
  return loadTemplate(urlTemplate).map((entry) => ({
    name: entry.name,
    value: entry.value.trim(),
    isDynamic: entry.isDynamic,
  }));
}

async function attachUsers(
  db: DatabaseExecutor,
  scope: OrganizationScope,
  templates: readonly UrlTemplateRow[],
): Promise<UrlTemplateListing[]> {
  const users = await listTemplateUsers(
    db,
    scope,
    templates.map((template) => template.id),
  );
  return templates.map((template) => ({
    ...template,
    adAccounts: users
      .filter((user) => user.urlTemplateId === template.id)
      .map(({ resourceName, name }) => ({ resourceName, name })),
  }));
}

/** Any member: the organization's templates on the platform, newest first. */
export async function listOrganizationUrlTemplates(
  deps: AdPlatformDependencies,
  caller: Caller,
  platformName: string,
  organizationId: string,
): Promise<UrlTemplateListing[]> {
  const { name: platform } = deps.platforms.require(platformName);
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'templates:view');
  return attachUsers(deps.db, scope, await listUrlTemplates(deps.db, scope, platform));
}

function duplicateName(cause: unknown): AppError {
  return new AppError('BAD_REQUEST', undefined, {
    fieldErrors: { name: DUPLICATE_TEMPLATE_NAME },
    cause,
  });
}

/**
 * Creates a template (no `id`) or replaces one of the organization's (`id`; 404 when it has no
 * such template on this platform). Answers the stored template and whether it is new.
 */
export async function saveUrlTemplate(
  deps: AdPlatformDependencies,
  caller: Caller,
  target: { platform: Platform; organizationId: string; workspaceId: string | undefined },
  input: SaveUrlTemplateInput,
): Promise<{ template: UrlTemplateListing; isCreated: boolean }> {
  const { platform } = target;
  const scope = await authorizeOrganization(
    deps.db,
    caller,
    target.organizationId,
    'templates:edit',
  );
  const { id } = input;
  if (id !== undefined && !(await findUrlTemplate(deps.db, scope, platform, id))) {
    throw new AppError('NOT_FOUND', TEMPLATE_NOT_FOUND);
  }
  const schema = createUrlTemplateSchema({
    dynamicValues: listPlatformDynamicValues(platform),
    otherTemplateNames: await listOtherTemplateNames(deps.db, scope, platform, id),
  });
  const parsed = parseInput(schema, input);
  const content = { name: parsed.name, entries: toStoredEntries(parsed.urlTemplate) };
  let row: UrlTemplateRow | undefined;
  try {
    row =
      id === undefined
        ? await insertUrlTemplate(deps.db, scope, {
            ...content,
            platform,
            workspaceId: await chooseWorkspace(deps.db, scope, target.workspaceId),
            createdByUserId: caller.kind === 'user' ? caller.userId : null,
          })
        : await updateUrlTemplate(deps.db, scope, platform, id, content, deps.now());
  } catch (error) {
    if (isUniqueViolation(error, URL_TEMPLATE_NAME_UNIQUE_INDEX)) throw duplicateName(error);
    throw error;
  }
  // Deleted by someone else between the check above and the update.
  if (!row) throw new AppError('NOT_FOUND', TEMPLATE_NOT_FOUND);
  const [template] = await attachUsers(deps.db, scope, [row]);
  if (!template) throw new Error('A saved tracking template could not be described');
  return { template, isCreated: id === undefined };
}
