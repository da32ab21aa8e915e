import { z } from 'zod';

import type { CachedModelAnswer } from './classifier-cache.js';
import { ClassifierModelError } from './classifier-model-error.js';

/** One term's answer, `index` being the term's number in the prompt's list (from 1). */
const termAnswerSchema = z.object({
  index: z.number().int(),
  exclude: z.boolean(),
  category: z.enum(['product', 'brand']),
  reason: z.string(),
  confidence: z.number(),
});

const batchAnswerSchema = z.object({ decisions: z.array(termAnswerSchema) });

/** JSON Schema for `response_format: json_schema` with `strict: true` (closed objects, all required). */
export const BATCH_ANSWER_JSON_SCHEMA: Record<string, unknown> = (() => {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(batchAnswerSchema, {
    target: 'draft-7',
  });
  return jsonSchema;
})();

/**
 * Reads a batch answer into the answers it holds, by term number. The whole answer is refused
 * ('malformed_answer') only when it is not JSON of the outer shape; a single bad entry (an
 * unknown number, an empty reason, a wrong type) is dropped, so only that term is asked again.
 * The first answer for a number wins; a confidence outside 0–1 is clamped.
 */
export function parseBatchAnswer(
  content: string | null | undefined,
  termCount: number,
): Map<number, CachedModelAnswer> {
  if (!content?.trim()) {
    throw new ClassifierModelError('malformed_answer', 'The model gave an empty answer');
  }
  let json: unknown;
  try {
    json = JSON.parse(stripCodeFence(content));
  } catch (error) {
    throw new ClassifierModelError('malformed_answer', 'The model did not answer in JSON', {
      cause: error,
    });
  }
  const outer = z.object({ decisions: z.array(z.unknown()) }).safeParse(json);
  if (!outer.success) {
    throw new ClassifierModelError(
      'malformed_answer',
      `The model's JSON does not have the requested shape: ${z.prettifyError(outer.error)}`,
    );
  }
  const answers = new Map<number, CachedModelAnswer>();
  for (const entry of outer.data.decisions) {
    const parsed = termAnswerSchema.safeParse(entry);
    if (!parsed.success) continue;
    const { index, exclude, category, reason, confidence } = parsed.data;
    const sentence = reason.replace(/\s+/g, ' ').trim();
    if (index < 1 || index > termCount || answers.has(index) || sentence === '') continue;
    answers.set(index, {
      isExclude: exclude,
      category,
      reason: sentence,
      confidence: Math.min(1, Math.max(0, Number.isFinite(confidence) ? confidence : 0)),
    });
  }
  return answers;
}

/** Local servers without structured output (older Ollama, llama.cpp) often fence their JSON. */
function stripCodeFence(content: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content);
  return fenced?.[1] ?? content;
}
