// `pnpm eval:search-terms --data <dir>` (issue 16 item 7): runs a search-term classifier over
// every labelled file in a directory in the development set's format and scores it. The classifier
// gets the brief and rows built from an explicit list of fields (see dev-set.ts); labels are only
// read to score the decisions it returned and, with `--oracle`, to answer the terms the hybrid
// chose to ask its model about (issue 24 item 8). One line per file, then the closing `eval:` line.
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CLASSIFIER_PROVIDERS, UsageError, importBuilt, runScript } from './built-package.mjs';
import { prepareProvider } from './eval-providers.mjs';

const USAGE = `usage: pnpm eval:search-terms --data <dir> [--provider ${CLASSIFIER_PROVIDERS.join('|')}] [--oracle] [--max-model-terms <n>] [--errors] [--cost]
  --data <dir>   directory of *.json files in the development set's format
                 (default: packages/search-terms/test-data/search-terms-dev)
  --provider     the classifier to run (default: local); openai and hybrid ask the
                 OpenAI-compatible endpoint in AI_BASE_URL, AI_MODEL and AI_API_KEY
  --oracle       with --provider hybrid: a stand-in model answers each term it is asked as the
                 term's label does, so the figures are the routing's ceiling (no endpoint needed)
  --max-model-terms <n>
                 with --provider hybrid: the run's term budget per file (default: the hybrid's)
  --errors       print every wrong decision with the expected label and both reasons
  --cost         add precision and recall weighted by each term's cost (the wasted-spend view)`;

const DEFAULT_DATA = new URL('../test-data/search-terms-dev/', import.meta.url);

function readOptions() {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        data: { type: 'string' },
        provider: { type: 'string', default: 'local' },
        oracle: { type: 'boolean', default: false },
        'max-model-terms': { type: 'string' },
        errors: { type: 'boolean', default: false },
        cost: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError(`${error.message}\n${USAGE}`);
  }
  const { values } = parsed;
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (!CLASSIFIER_PROVIDERS.includes(values.provider)) {
    throw new UsageError(
      `unknown provider "${values.provider}": available ${CLASSIFIER_PROVIDERS.join(', ')}\n${USAGE}`,
    );
  }
  // pnpm runs root scripts from the repository root; a relative --data means the caller's directory.
  const callerDirectory = process.env.INIT_CWD ?? process.cwd();
  const dataDirectory = values.data ? resolve(callerDirectory, values.data) : DEFAULT_DATA.pathname;
  const maxModelTerms = readTermBudget(values['max-model-terms']);
  return { ...values, dataDirectory, maxModelTerms };
}

function readTermBudget(text) {
  if (text === undefined) return undefined;
  const budget = Number(text);
  if (text.trim() === '' || !Number.isInteger(budget) || budget < 0) {
    throw new UsageError(`--max-model-terms takes a whole number of terms, not "${text}"`);
  }
  return budget;
}

async function listDataFiles(directory) {
  let entries;
  try {
    entries = await readdir(directory);
  } catch (error) {
    throw new UsageError(`cannot read --data ${directory}: ${error.message}`);
  }
  const files = entries.filter((entry) => entry.endsWith('.json')).sort();
  if (files.length === 0) throw new UsageError(`no *.json files in ${directory}`);
  return files;
}

async function main() {
  const options = readOptions();
  const files = await listDataFiles(options.dataDirectory);
  const evaluation = await importBuilt('evaluation.js');
  const runner = await prepareProvider({ ...options, evaluation, env: process.env });
  console.log(`classifier: ${runner.describe()}`);

  const allTerms = [];
  const modelSummaries = [];
  let classifyMs = 0;
  for (const fileName of files) {
    const text = await readFile(join(options.dataDirectory, fileName), 'utf8');
    const devSet = evaluation.parseDevSetFile(text, fileName);
    const started = performance.now();
    const { decisions, summary } = await runner.classifyFile(devSet);
    const elapsedMs = performance.now() - started;
    classifyMs += elapsedMs;

    const evaluated = evaluation.pairDecisions(devSet.terms, decisions);
    allTerms.push(...evaluated);
    const score = evaluation.scoreDecisions(evaluated);
    const termsPerSecond = evaluation.measureTermsPerSecond(evaluated.length, elapsedMs);
    console.log(evaluation.formatFileLine(fileName, score, termsPerSecond));
    if (summary) {
      modelSummaries.push(summary);
      console.log(`  ${evaluation.formatModelLine('model', summary)}`);
    }
    for (const note of score.notes) console.log(`  note: ${note}`);
    if (options.cost) console.log(`  ${evaluation.formatCostLine('cost', score)}`);
    if (options.errors) {
      for (const term of evaluated.filter(evaluation.isWrongDecision)) {
        for (const line of evaluation.formatWrongDecision(term)) console.log(line);
      }
    }
  }

  const score = evaluation.scoreDecisions(allTerms);
  for (const note of score.notes) console.log(`note (all files): ${note}`);
  if (options.cost) console.log(evaluation.formatCostLine('cost (all files)', score));
  if (modelSummaries.length > 0) {
    const pooled = evaluation.addModelSummaries(modelSummaries);
    console.log(evaluation.formatModelLine('model (all files)', pooled));
  }
  const termsPerSecond = evaluation.measureTermsPerSecond(allTerms.length, classifyMs);
  console.log(evaluation.formatEvalLine(score, termsPerSecond));
}

runScript('eval:search-terms', main);
