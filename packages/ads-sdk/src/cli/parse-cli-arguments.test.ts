import { describe, expect, it } from 'vitest';
import { CLI_USAGE, RUNS_START_USAGE, SEARCH_TERMS_EXPORT_USAGE } from './cli-usage.js';
import { CliUsageError, parseCliArguments } from './parse-cli-arguments.js';

const ENV = { UTMOST_API_KEY: 'utm_env', UTMOST_BASE_URL: 'https://utmost.example.com' };
const ORGANIZATION = '4f1c2a52-9f0e-4c1b-8d5e-1a2b3c4d5e6f';

function parse(line: string, env: Record<string, string | undefined> = ENV) {
  return parseCliArguments(line.split(' ').filter(Boolean), env);
}

function parseFailure(line: string, env: Record<string, string | undefined> = ENV) {
  try {
    parse(line, env);
  } catch (error) {
    if (error instanceof CliUsageError) return { message: error.message, usage: error.usage };
    throw error;
  }
  throw new Error(`"${line}" parsed`);
}

describe('parseCliArguments', () => {
  it('reads runs start --all --wait for every platform, connecting through the environment', () => {
    expect(parse('runs start --all --wait')).toEqual({
      command: {
        kind: 'runs-start',
        accounts: 'all',
        platforms: ['google', 'linkedin'],
        wait: true,
      },
      connection: {
        apiKey: 'utm_env',
        baseUrl: 'https://utmost.example.com',
        organizationId: undefined,
      },
      json: false,
    });
  });

  it('reads repeated --account, one --platform and --json; flags win over the environment', () => {
    const line = `runs start --account 123 --account customers/456 --platform google --json --api-key utm_flag --base-url http://127.0.0.1:3000 --organization ${ORGANIZATION}`;
    expect(parse(line)).toEqual({
      command: {
        kind: 'runs-start',
        accounts: ['123', 'customers/456'],
        platforms: ['google'],
        wait: false,
      },
      connection: {
        apiKey: 'utm_flag',
        baseUrl: 'http://127.0.0.1:3000',
        organizationId: ORGANIZATION,
      },
      json: true,
    });
  });

  it('defaults the base URL to a local Utmost and reads the organization from the environment', () => {
    const env = { UTMOST_API_KEY: 'utm_env', UTMOST_ORGANIZATION_ID: ORGANIZATION };
    expect(parse('runs start --all', env).connection).toEqual({
      apiKey: 'utm_env',
      baseUrl: 'http://localhost:3000',
      organizationId: ORGANIZATION,
    });
  });

  it('reads search-terms export with its defaults: exclusions of the latest run, as CSV', () => {
    expect(parse('search-terms export --account customers/4120000001').command).toEqual({
      kind: 'search-terms-export',
      adAccountId: '4120000001',
      format: 'csv',
      decision: 'exclude',
      jobId: undefined,
      validate: false,
    });
  });

  it('takes --json as --format json for an export, unless a format is named', () => {
    expect(parse('search-terms export --account 1 --json').command).toMatchObject({
      format: 'json',
    });
    expect(parse('search-terms export --account 1 --json --format csv').command).toMatchObject({
      format: 'csv',
    });
  });

  it('answers help without needing a key, for the tool and for each command', () => {
    expect(parse('', {})).toEqual({
      command: { kind: 'help', text: CLI_USAGE },
      connection: undefined,
      json: false,
    });
    expect(parse('--help', {}).command).toEqual({ kind: 'help', text: CLI_USAGE });
    expect(parse('runs start -h', {}).command).toEqual({ kind: 'help', text: RUNS_START_USAGE });
    expect(parse('search-terms export --help', {}).command).toEqual({
      kind: 'help',
      text: SEARCH_TERMS_EXPORT_USAGE,
    });
  });

  it.each([
    ['runs stop --all', 'Unknown command: runs stop', CLI_USAGE],
    ['runs start', 'Name the accounts: --all, or --account <id> (not both)', RUNS_START_USAGE],
    [
      'runs start --all --account 1',
      'Name the accounts: --all, or --account <id> (not both)',
      RUNS_START_USAGE,
    ],
    [
      'runs start --all --platform meta',
      '--platform must be google or linkedin, not meta',
      RUNS_START_USAGE,
    ],
    ['runs start --all --format csv', 'utmost runs start takes no --format', RUNS_START_USAGE],
    [
      'search-terms export --account 1 --wait',
      'utmost search-terms export takes no --wait',
      SEARCH_TERMS_EXPORT_USAGE,
    ],
    ['search-terms export', 'Name one account: --account <id>', SEARCH_TERMS_EXPORT_USAGE],
    [
      'search-terms export --account 1 --account 2',
      'Name one account: --account <id>',
      SEARCH_TERMS_EXPORT_USAGE,
    ],
    [
      'search-terms export --account urn:li:sponsoredAccount:5',
      '--account must be a Google Ads customer id (digits, or customers/<id>), not urn:li:sponsoredAccount:5',
      SEARCH_TERMS_EXPORT_USAGE,
    ],
    [
      'search-terms export --account 1 --format xml',
      '--format must be csv or json, not xml',
      SEARCH_TERMS_EXPORT_USAGE,
    ],
    [
      'search-terms export --account 1 --decision maybe',
      '--decision must be exclude, keep or all, not maybe',
      SEARCH_TERMS_EXPORT_USAGE,
    ],
    [
      'search-terms export --account 1 --run 42',
      "--run must be a run's id (a UUID), not 42",
      SEARCH_TERMS_EXPORT_USAGE,
    ],
    [
      `search-terms export --account 1 --run ${ORGANIZATION} --validate`,
      '--run exports a given run; --validate a new one: not both',
      SEARCH_TERMS_EXPORT_USAGE,
    ],
    [
      'runs start --all --base-url ftp://example.com',
      '--base-url must be an http(s) URL, not ftp://example.com',
      RUNS_START_USAGE,
    ],
    [
      'runs start --all --organization acme',
      "--organization must be an organization's id (a UUID), not acme",
      RUNS_START_USAGE,
    ],
  ])('refuses "%s": %s', (line, message, usage) => {
    expect(parseFailure(line)).toEqual({ message, usage });
  });

  it('refuses an unknown option with the help of the command it was given to', () => {
    const failure = parseFailure('runs start --all --colour');
    expect(failure.message).toContain("Unknown option '--colour'");
    expect(failure.usage).toBe(RUNS_START_USAGE);
  });

  it('needs an API key from a flag or the environment before any request', () => {
    expect(parseFailure('runs start --all', {})).toEqual({
      message: 'An API key is needed: --api-key <key> or UTMOST_API_KEY',
      usage: RUNS_START_USAGE,
    });
    expect(parse('runs start --all --api-key utm_flag', {}).connection?.apiKey).toBe('utm_flag');
  });
});
