import type { CachedModelAnswer, ClassifierCache } from '@utmost/search-terms';

// The model's answers kept between runs in this process (issue 24 item 8): a second validation of
// the same brief neither pays for a term again nor lets its answer flip. Keys already carry the
// brief's version and the model; each organization has its own space, so no answer crosses
// tenants. Bounded: the oldest answers leave first once the process holds MAX_ANSWERS.

const MAX_ANSWERS = 200_000;

const answers = new Map<string, CachedModelAnswer>();

/** The cache a run of `organizationId` reads and fills. */
export function modelAnswerCacheFor(organizationId: string): ClassifierCache {
  const scoped = (key: string) => `${organizationId}:${key}`;
  return {
    get: (key) => answers.get(scoped(key)),
    set: (key, answer) => {
      answers.delete(scoped(key));
      answers.set(scoped(key), answer);
      while (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value!);
    },
  };
}
