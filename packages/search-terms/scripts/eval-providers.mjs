// The classifiers `pnpm eval:search-terms --provider` runs, each built per labelled file from its
// brief: `local`; `openai` and `hybrid` against the OpenAI-compatible endpoint in AI_BASE_URL,
// AI_MODEL and AI_API_KEY (the API's names); `hybrid --oracle` with the label oracle as its model,
// which needs no endpoint. A model-backed run also says what it asked of the model.
import { UsageError, loadClassifierFactory } from './built-package.mjs';

const ENDPOINT_VARIABLES = ['AI_BASE_URL', 'AI_MODEL', 'AI_API_KEY'];

/** The endpoint from the environment; every missing variable is named in one usage error. */
export function readModelEndpoint(env, provider) {
  const missing = ENDPOINT_VARIABLES.filter((name) => (env[name] ?? '').trim() === '');
  if (missing.length > 0) {
    throw new UsageError(
      `--provider ${provider} needs a model endpoint: set ${missing.join(', ')} ` +
        '(an OpenAI-compatible server, e.g. AI_BASE_URL=http://127.0.0.1:11434/v1 AI_MODEL=qwen2.5:7b; ' +
        'a server that ignores keys takes any AI_API_KEY), or judge the routing alone with --provider hybrid --oracle',
    );
  }
  return { baseURL: env.AI_BASE_URL, model: env.AI_MODEL, apiKey: env.AI_API_KEY };
}

/**
 * A runner for `provider`: `classifyFile(devSet)` classifies one labelled file's rows and returns
 * the decisions and, for a model-backed provider, the run's model summary.
 */
export async function prepareProvider({ provider, oracle, maxModelTerms, evaluation, env }) {
  if (oracle && provider !== 'hybrid') {
    throw new UsageError(
      `--oracle stands in for the hybrid's model: use it with --provider hybrid`,
    );
  }
  if (maxModelTerms !== undefined && provider !== 'hybrid') {
    throw new UsageError(`--max-model-terms is the hybrid's budget: use it with --provider hybrid`);
  }
  const createLocal = await loadClassifierFactory('local');
  if (provider === 'local') {
    return {
      describe: () => 'local',
      classifyFile: async ({ brief, terms }) => ({
        decisions: await createLocal(brief).classify(terms.map(({ row }) => row)),
      }),
    };
  }
  const endpoint = oracle ? undefined : readModelEndpoint(env, provider);
  const createOpenAi = await loadClassifierFactory('openai');
  const createModel = (devSet) =>
    endpoint === undefined
      ? evaluation.createLabelOracle(devSet.terms)
      : createOpenAi(devSet.brief, { ...endpoint, timeoutMs: 120_000 });
  if (provider === 'openai') {
    return {
      describe: () => `openai (${endpoint.model} at ${endpoint.baseURL})`,
      classifyFile: async (devSet) => {
        const rows = devSet.terms.map(({ row }) => row);
        const model = createModel(devSet);
        const decisions = await model.classify(rows);
        const summary = {
          termCount: rows.length,
          asked: { first: rows.length, second: 0 },
          usage: model.lastUsage(),
        };
        return { decisions, summary };
      },
    };
  }
  const createHybrid = await loadClassifierFactory('hybrid');
  const budget = maxModelTerms === undefined ? undefined : { maxModelTerms };
  return {
    describe: () =>
      `hybrid with ${endpoint === undefined ? 'the label oracle' : `${endpoint.model} at ${endpoint.baseURL}`}`,
    classifyFile: async (devSet) => {
      const rows = devSet.terms.map(({ row }) => row);
      const hybrid = createHybrid(devSet.brief, {
        local: createLocal(devSet.brief),
        model: createModel(devSet),
        budget,
      });
      const { decisions, report } = await hybrid.classifyWithReport(rows);
      return { decisions, summary: evaluation.summarizeHybridRun(report, rows.length) };
    },
  };
}
