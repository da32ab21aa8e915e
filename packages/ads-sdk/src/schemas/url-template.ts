// The tracking template body with the spec §5 rules. The dynamic values a platform offers come from
// the API (`GET /{platform}/dynamicValues`), so the schema is built for them; the name's uniqueness
// needs the organization's other templates, which the editor and the API pass in the same way.
import { z } from 'zod';
import type { components } from '../generated/schema.js';
import { PLATFORMS } from '../rules/ad-accounts.js';
import {
  DUPLICATE_TEMPLATE_NAME,
  DYNAMIC_VALUE_NOT_OFFERED,
  PARAMETER_NAME_INVALID,
  PARAMETER_VALUE_MAX_LENGTH,
  PARAMETER_VALUE_REQUIRED,
  RESTRICTED_TEMPLATE_NAME,
  TEMPLATE_MAX_PARAMETERS,
  TEMPLATE_NAME_MAX_LENGTH,
  TEMPLATE_NEEDS_PARAMETER,
  dropDeletedEntries,
  isDynamicValueOffered,
  isParameterNameValid,
  isSameTemplateName,
  isTemplateNameReserved,
  type DynamicValue,
} from '../rules/url-templates.js';
import { FIELD_REQUIRED, describeMaxLength } from '../rules/validation-messages.js';

type SaveUrlTemplateInput = components['schemas']['SaveUrlTemplateInput'];

export interface UrlTemplateSchemaContext {
  /** The platform's dynamic values; a dynamic entry must use one of them. */
  dynamicValues: readonly Pick<DynamicValue, 'value' | 'source'>[];
  /** The organization's other templates on the platform (the one being edited excluded). */
  otherTemplateNames: readonly string[];
}

const entrySchema = z.strictObject({
  value: z.string(),
  isDynamic: z.boolean(),
  toBeDeleted: z.boolean().optional(),
});

export function createUrlTemplateSchema(context: UrlTemplateSchemaContext) {
  return z
    .strictObject({
      id: z.uuid().optional(),
      name: z
        .string({ error: FIELD_REQUIRED })
        .trim()
        .min(1, FIELD_REQUIRED)
        .max(TEMPLATE_NAME_MAX_LENGTH, describeMaxLength(TEMPLATE_NAME_MAX_LENGTH))
        .refine((name) => !isTemplateNameReserved(name), RESTRICTED_TEMPLATE_NAME)
        .refine(
          (name) => !context.otherTemplateNames.some((other) => isSameTemplateName(other, name)),
          DUPLICATE_TEMPLATE_NAME,
        ),
      platformType: z.enum(PLATFORMS, { error: FIELD_REQUIRED }),
      urlTemplate: z.record(z.string(), entrySchema).transform(dropDeletedEntries),
    })
    .superRefine((template, context_) => {
      const entries = Object.entries(template.urlTemplate);
      if (entries.length === 0)
        context_.addIssue({
          code: 'custom',
          path: ['urlTemplate'],
          message: TEMPLATE_NEEDS_PARAMETER,
        });
      if (entries.length > TEMPLATE_MAX_PARAMETERS)
        context_.addIssue({
          code: 'custom',
          path: ['urlTemplate'],
          message: `At most ${String(TEMPLATE_MAX_PARAMETERS)} parameters`,
        });
      for (const [name, entry] of entries) {
        if (!isParameterNameValid(name))
          context_.addIssue({
            code: 'custom',
            path: ['urlTemplate', name, 'name'],
            message: PARAMETER_NAME_INVALID,
          });
        const value = entry.value.trim();
        if (value.length === 0)
          context_.addIssue({
            code: 'custom',
            path: ['urlTemplate', name, 'value'],
            message: PARAMETER_VALUE_REQUIRED,
          });
        else if (value.length > PARAMETER_VALUE_MAX_LENGTH)
          context_.addIssue({
            code: 'custom',
            path: ['urlTemplate', name, 'value'],
            message: describeMaxLength(PARAMETER_VALUE_MAX_LENGTH),
          });
        else if (entry.isDynamic && !isDynamicValueOffered(value, context.dynamicValues))
          context_.addIssue({
            code: 'custom',
            path: ['urlTemplate', name, 'value'],
            message: DYNAMIC_VALUE_NOT_OFFERED,
          });
      }
    }) satisfies z.ZodType<SaveUrlTemplateInput, unknown>;
}
