// The built @utmost/search-terms (dist/) as the eval command and the benchmark load it: plain
// node runs them on the built package, so the turbo build in the root scripts comes first. A
// missing build or a classifier that is not written yet ends with a message to act on, not a
// stack trace from deep inside an import.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DIST = new URL('../dist/', import.meta.url);
const BUILD_COMMAND = 'pnpm turbo run build --filter=@utmost/search-terms...';

/** Each provider's factory, exported by the package root: `(brief, options?) => classifier`. */
const CLASSIFIER_FACTORIES = {
  local: {
    name: 'createLocalClassifier',
    source: 'src/classifier/local/local-classifier.ts, re-exported by src/index.ts',
  },
  openai: {
    name: 'createOpenAiClassifier',
    source: 'src/classifier/openai/openai-classifier.ts, re-exported by src/index.ts',
  },
  hybrid: {
    name: 'createHybridClassifier',
    source: 'src/classifier/hybrid/hybrid-classifier.ts, re-exported by src/index.ts',
  },
};

export const CLASSIFIER_PROVIDERS = Object.keys(CLASSIFIER_FACTORIES);

/** A problem the user can fix; the scripts print its message alone and exit with 1. */
export class UsageError extends Error {}

/** One built entry point of the package: `index.js` or `evaluation.js`. */
export async function importBuilt(entry) {
  const url = new URL(entry, DIST);
  if (!existsSync(url)) {
    throw new UsageError(
      `${fileURLToPath(url)} is missing: build the package first (${BUILD_COMMAND})`,
    );
  }
  return import(url.href);
}

/** The classifier factory of `provider`, or a UsageError saying why there is none. */
export async function loadClassifierFactory(provider) {
  const factory = CLASSIFIER_FACTORIES[provider];
  if (!factory) {
    throw new UsageError(
      `unknown provider "${provider}": available ${CLASSIFIER_PROVIDERS.join(', ')}`,
    );
  }
  const built = await importBuilt('index.js');
  const create = built[factory.name];
  if (typeof create !== 'function') {
    throw new UsageError(
      `@utmost/search-terms exports no ${factory.name}: the ${provider} classifier (${factory.source}) is not written or not built yet, so there is nothing to run. Rebuild with ${BUILD_COMMAND} once it exists.`,
    );
  }
  return create;
}

/** Runs a script's main function: a UsageError prints its message, anything else its stack. */
export function runScript(name, main) {
  main().catch((error) => {
    console.error(
      `${name}: ${error instanceof UsageError ? error.message : (error?.stack ?? error)}`,
    );
    process.exitCode = 1;
  });
}
