import { useMutation } from '@tanstack/react-query';
import {
  GENERATED_FIELDS,
  WEBSITE_NOT_REACHABLE,
  normalizeWebsite,
  type GeneratedField,
} from '@utmost/ads-sdk';
import {
  suggestBrandAiRulesMutationOptions,
  suggestBrandElementsMutationOptions,
} from '@utmost/ads-sdk/query';
import { useEffect, useState } from 'react';
import { useAppContext } from '../../../lib/app-context';
import type { RequestMeta } from '../../../lib/request-meta';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import type { BriefForm } from '../lib/brief-form-resolver';
import {
  findFilledGeneratedFields,
  toProductInput,
  type BriefFormValues,
} from '../lib/brief-form-values';
import {
  findFieldsToFill,
  mergeBrandElements,
  mergeSuggestedRules,
} from '../lib/merge-generated-content';

/** What the magic button is doing, for its progress text. */
export type GenerationStep = 'readingWebsite' | 'draftingRules';

/** The suggestion calls name the company and website `brand_name` / `brand_website`. */
function buildGenerationErrorTarget(form: BriefForm): RequestMeta {
  return {
    form: {
      fieldNames: ['brand_name', 'brand_website'],
      setError: (field, error, options) =>
        form.setError(field === 'brand_website' ? 'website' : 'name', error, options),
    },
  };
}

/**
 * The magic button (spec §2, §4): it needs the company name and website; when a field it writes
 * already has content, `start` answers those fields so the editor can ask which to overwrite, and
 * `generate(chosen)` then drafts the brief from the website (filling the empty fields and the chosen
 * ones), then asks for rules and example searches for what the brief now says. Nothing is saved:
 * the form just becomes dirty. Failures are the global handler's (a 400 on the website field).
 */
export function useBriefGeneration(form: BriefForm) {
  const { sdk } = useAppContext();
  const organizationId = useSessionScope().organizationId ?? '';
  const meta = buildGenerationErrorTarget(form);
  const suggestElements = useMutation({
    ...suggestBrandElementsMutationOptions(sdk, organizationId),
    meta,
  });
  const suggestRules = useMutation({
    ...suggestBrandAiRulesMutationOptions(sdk, organizationId),
    meta,
  });
  const [step, setStep] = useState<GenerationStep | null>(null);

  // "Website URL is not reachable" is about the magic button, not the brief: once the user goes
  // on by hand (any field typed in), it no longer stands in the way of saving (issue 25).
  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type !== 'change') return;
      if (form.getFieldState('website').error?.message === WEBSITE_NOT_REACHABLE) {
        form.clearErrors('website');
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);

  function apply(patch: Partial<BriefFormValues>) {
    for (const [field, value] of Object.entries(patch)) {
      form.setValue(field as keyof BriefFormValues, value, {
        shouldDirty: true,
        shouldValidate: true,
      });
    }
  }

  /** Checks what generation needs; answers the filled fields to ask about, or null to stop. */
  async function start(): Promise<GeneratedField[] | null> {
    const isReady = await form.trigger(['name', 'website'], { shouldFocus: true });
    if (!isReady) return null;
    return findFilledGeneratedFields(form.getValues(), GENERATED_FIELDS);
  }

  async function generate(chosen: readonly GeneratedField[]): Promise<void> {
    const values = form.getValues();
    const toFill = findFieldsToFill(values, chosen);
    const brandName = values.name.trim();
    const brandWebsite = normalizeWebsite(values.website) ?? values.website.trim();
    setStep('readingWebsite');
    try {
      const content = await suggestElements.mutateAsync({
        brand_name: brandName,
        brand_website: brandWebsite,
      });
      if (content.brand_website.trim() === '') {
        form.setError('website', { type: 'server', message: WEBSITE_NOT_REACHABLE });
        return;
      }
      apply(mergeBrandElements(toFill, content));
      if (!toFill.has('rules') && !toFill.has('searchTerms')) return;
      setStep('draftingRules');
      const merged = form.getValues();
      const suggestion = await suggestRules.mutateAsync({
        brand_name: brandName,
        brand_website: brandWebsite,
        brand_competitors_list: merged.competitorsList,
        brand_short_description: merged.shortDescription,
        // A product's page goes along: the example searches naming it carry it back.
        products: merged.products.map((product) => ({
          ...toProductInput(product),
          ...(product.sourceUrl !== undefined && { source_url: product.sourceUrl }),
        })),
      });
      apply(mergeSuggestedRules(toFill, suggestion, () => crypto.randomUUID(), new Date()));
    } catch {
      // Shown by the global handler (the website's message under its field).
    } finally {
      setStep(null);
    }
  }

  return { step, isRunning: step !== null, start, generate };
}
