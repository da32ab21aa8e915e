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
 * ('malformed_answer') only when it is not JSON of the outer shape; a single bad entry is
 * dropped, so only that term is asked again: a wrong type, an empty reason, a number naming no
 * term of the batch (0, past the last, not whole), or an impossible confidence (outside 0–1, or
 * not a finite number: `1e999` parses as Infinity). Such an answer is not rounded into a usable
 * one: a model that misnumbers or misreads the scale may be answering another term. The first
 * usable answer for a number wins.
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
    if (!namesTermOfBatch(index, termCount) || answers.has(index) || sentence === '') continue;
    if (!isPossibleConfidence(confidence)) continue;
    answers.set(index, { isExclude: exclude, category, reason: sentence, confidence });
  }
  return answers;
}

function namesTermOfBatch(index: number, termCount: number): boolean {
  return Number.isInteger(index) && index >= 1 && index <= termCount;
}

/** 0–1; NaN and the infinities fail both comparisons (zod's number refuses them first). */
function isPossibleConfidence(confidence: number): boolean {
  return confidence >= 0 && confidence <= 1;
}

/** Local servers without structured output (older Ollama, llama.cpp) often fence their JSON. */
function stripCodeFence(content: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content);
  return fenced?.[1] ?? content;
}
