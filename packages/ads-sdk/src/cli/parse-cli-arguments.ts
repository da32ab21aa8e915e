import { parseArgs } from 'node:util';
import { PLATFORMS, isPlatform, type Platform } from '../rules/ad-accounts.js';
import { CLI_USAGE, RUNS_START_USAGE, SEARCH_TERMS_EXPORT_USAGE } from './cli-usage.js';

// `utmost …` arguments to one typed command, with node:util's parseArgs (no dependency). Every
// mistake is a CliUsageError naming it, before any request is made.

export const DEFAULT_BASE_URL = 'http://localhost:3000';

export type SearchTermDecisionFilter = 'exclude' | 'keep' | 'all';

export type CliCommand =
  | { kind: 'help'; text: string }
  | {
      kind: 'runs-start';
      /** `all`: every enabled account; else the accounts named (ids or resource names). */
      accounts: 'all' | string[];
      platforms: Platform[];
      wait: boolean;
    }
  | {
      kind: 'search-terms-export';
      /** The Google Ads customer id, digits only. */
      adAccountId: string;
      format: 'csv' | 'json';
      decision: SearchTermDecisionFilter;
      jobId: string | undefined;
      validate: boolean;
    };

export interface CliConnection {
  apiKey: string;
  baseUrl: string;
  /** Absent: the API key's own organization, asked of the API. */
  organizationId: string | undefined;
}

export interface CliInvocation {
  command: CliCommand;
  /** Absent for help, which needs no server. */
  connection: CliConnection | undefined;
  json: boolean;
}

/** Wrong usage: the message and the help of the command it concerns (exit code 2). */
export class CliUsageError extends Error {
  constructor(
    message: string,
    readonly usage: string,
  ) {
    super(message);
    this.name = 'CliUsageError';
  }
}

const OPTIONS = {
  'api-key': { type: 'string' },
  'base-url': { type: 'string' },
  organization: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  all: { type: 'boolean' },
  account: { type: 'string', multiple: true },
  platform: { type: 'string' },
  wait: { type: 'boolean' },
  format: { type: 'string' },
  decision: { type: 'string' },
  run: { type: 'string' },
  validate: { type: 'boolean' },
} as const;

type Values = ReturnType<
  typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>
>['values'];

/** Options only some commands take: naming one elsewhere is a mistake worth saying. */
const COMMAND_OPTIONS: Record<'runs-start' | 'search-terms-export', readonly (keyof Values)[]> = {
  'runs-start': ['all', 'account', 'platform', 'wait'],
  'search-terms-export': ['account', 'format', 'decision', 'run', 'validate'],
};
const GLOBAL_OPTIONS: readonly (keyof Values)[] = [
  'api-key',
  'base-url',
  'organization',
  'json',
  'help',
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const GOOGLE_CUSTOMER = /^(?:customers\/)?(\d{1,20})$/;

export function parseCliArguments(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): CliInvocation {
  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new CliUsageError((error as Error).message, findUsage(argv));
  }
  const { values, positionals } = parsed;
  const name = positionals.join(' ');
  const json = values.json === true;
  if (positionals.length === 0 || name === 'help') {
    return { command: { kind: 'help', text: CLI_USAGE }, connection: undefined, json };
  }
  const kind =
    name === 'runs start'
      ? 'runs-start'
      : name === 'search-terms export'
        ? 'search-terms-export'
        : undefined;
  if (!kind) throw new CliUsageError(`Unknown command: ${name}`, CLI_USAGE);
  const usage = kind === 'runs-start' ? RUNS_START_USAGE : SEARCH_TERMS_EXPORT_USAGE;
  if (values.help) return { command: { kind: 'help', text: usage }, connection: undefined, json };
  for (const option of Object.keys(values) as (keyof Values)[]) {
    if (!GLOBAL_OPTIONS.includes(option) && !COMMAND_OPTIONS[kind].includes(option)) {
      throw new CliUsageError(`utmost ${name} takes no --${option}`, usage);
    }
  }
  const command = kind === 'runs-start' ? readRunsStart(values) : readSearchTermsExport(values);
  return { command, connection: readConnection(values, env, usage), json };
}

function readRunsStart(values: Values): CliCommand {
  const accounts = values.account ?? [];
  const isAll = values.all === true;
  if (isAll === accounts.length > 0) {
    throw new CliUsageError(
      'Name the accounts: --all, or --account <id> (not both)',
      RUNS_START_USAGE,
    );
  }
  let platforms: Platform[] = [...PLATFORMS];
  if (values.platform !== undefined) {
    if (!isPlatform(values.platform)) {
      throw new CliUsageError(
        `--platform must be ${PLATFORMS.join(' or ')}, not ${values.platform}`,
        RUNS_START_USAGE,
      );
    }
    platforms = [values.platform];
  }
  return {
    kind: 'runs-start',
    accounts: isAll ? 'all' : accounts,
    platforms,
    wait: values.wait === true,
  };
}

function readSearchTermsExport(values: Values): CliCommand {
  const [account, ...others] = values.account ?? [];
  if (account === undefined || others.length > 0) {
    throw new CliUsageError('Name one account: --account <id>', SEARCH_TERMS_EXPORT_USAGE);
  }
  const adAccountId = GOOGLE_CUSTOMER.exec(account)?.[1];
  if (adAccountId === undefined) {
    throw new CliUsageError(
      `--account must be a Google Ads customer id (digits, or customers/<id>), not ${account}`,
      SEARCH_TERMS_EXPORT_USAGE,
    );
  }
  const format = values.format ?? (values.json ? 'json' : 'csv');
  if (format !== 'csv' && format !== 'json') {
    throw new CliUsageError(
      `--format must be csv or json, not ${format}`,
      SEARCH_TERMS_EXPORT_USAGE,
    );
  }
  const decision = values.decision ?? 'exclude';
  if (decision !== 'exclude' && decision !== 'keep' && decision !== 'all') {
    throw new CliUsageError(
      `--decision must be exclude, keep or all, not ${decision}`,
      SEARCH_TERMS_EXPORT_USAGE,
    );
  }
  if (values.run !== undefined && !UUID.test(values.run)) {
    throw new CliUsageError(
      `--run must be a run's id (a UUID), not ${values.run}`,
      SEARCH_TERMS_EXPORT_USAGE,
    );
  }
  if (values.run !== undefined && values.validate) {
    throw new CliUsageError(
      '--run exports a given run; --validate a new one: not both',
      SEARCH_TERMS_EXPORT_USAGE,
    );
  }
  return {
    kind: 'search-terms-export',
    adAccountId,
    format,
    decision,
    jobId: values.run,
    validate: values.validate === true,
  };
}

function readConnection(
  values: Values,
  env: Readonly<Record<string, string | undefined>>,
  usage: string,
): CliConnection {
  const apiKey = values['api-key'] ?? env.UTMOST_API_KEY;
  if (!apiKey) {
    throw new CliUsageError('An API key is needed: --api-key <key> or UTMOST_API_KEY', usage);
  }
  const baseUrl = values['base-url'] ?? (env.UTMOST_BASE_URL || DEFAULT_BASE_URL);
  if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol)) {
    throw new CliUsageError(`--base-url must be an http(s) URL, not ${baseUrl}`, usage);
  }
  const organizationId = values.organization ?? (env.UTMOST_ORGANIZATION_ID || undefined);
  if (organizationId !== undefined && !UUID.test(organizationId)) {
    throw new CliUsageError(
      `--organization must be an organization's id (a UUID), not ${organizationId}`,
      usage,
    );
  }
  return { apiKey, baseUrl, organizationId };
}

/** The help closest to what was typed, for a message about options parseArgs refused. */
function findUsage(argv: readonly string[]): string {
  if (argv.includes('runs') && argv.includes('start')) return RUNS_START_USAGE;
  if (argv.includes('search-terms') && argv.includes('export')) return SEARCH_TERMS_EXPORT_USAGE;
  return CLI_USAGE;
}
