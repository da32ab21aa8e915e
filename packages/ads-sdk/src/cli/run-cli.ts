import {
  createUtmostClient,
  type UtmostOrganizationClient,
} from '../client/create-utmost-client.js';
import { unwrap } from '../errors/unwrap.js';
import { isUtmostError } from '../errors/utmost-error.js';
import { CliFailure, exportSearchTerms, startRuns } from './cli-commands.js';
import { formatCliError, formatRunReports, isRunReportFailed } from './cli-output.js';
import { CliUsageError, parseCliArguments, type CliConnection } from './parse-cli-arguments.js';

// The `utmost` command as a function of its arguments and surroundings, so tests run it without
// a process: it answers the exit code and never calls process.exit.

export const CLI_EXIT_CODES = {
  done: 0,
  failed: 1,
  usage: 2,
  /** EX_TEMPFAIL: a 429; schedulers may try again later. */
  rateLimited: 75,
} as const;

export interface CliSurroundings {
  env: Readonly<Record<string, string | undefined>>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Replaces `globalThis.fetch` (tests). */
  fetch?: typeof globalThis.fetch;
}

/** The organization to act for: the one given, else the API key's own (a key has one). */
async function findOrganizationId(
  connection: CliConnection,
  fetch: typeof globalThis.fetch | undefined,
): Promise<string> {
  if (connection.organizationId !== undefined) return connection.organizationId;
  const client = createUtmostClient({
    baseUrl: connection.baseUrl,
    apiKey: connection.apiKey,
    fetch,
  });
  const { content: organizations } = unwrap(await client.GET('/api/v1/organizations'));
  const [only, ...others] = organizations;
  if (!only || others.length > 0) {
    throw new CliFailure(
      'BAD_REQUEST',
      `This key sees ${String(organizations.length)} organizations: name one with --organization`,
    );
  }
  return only.id;
}

export async function runCli(
  argv: readonly string[],
  surroundings: CliSurroundings,
): Promise<number> {
  const { stdout, stderr } = surroundings;
  try {
    const { command, connection, json } = parseCliArguments(argv, surroundings.env);
    if (command.kind === 'help' || !connection) {
      stdout(command.kind === 'help' ? command.text : '');
      return CLI_EXIT_CODES.done;
    }
    const organizationId = await findOrganizationId(connection, surroundings.fetch);
    // Retries are safe here: they only repeat reads and calls that carry an Idempotency-Key.
    const client: UtmostOrganizationClient = createUtmostClient({
      baseUrl: connection.baseUrl,
      apiKey: connection.apiKey,
      organizationId,
      retry: true,
      fetch: surroundings.fetch,
    });
    if (command.kind === 'runs-start') {
      const reports = await startRuns(client, organizationId, command);
      stdout(formatRunReports(reports, json));
      if (reports.length === 0 && !json) stderr('No account to run: none has auto-tagging on\n');
      const failed = reports.filter(isRunReportFailed);
      if (failed.length === 0) return CLI_EXIT_CODES.done;
      stderr(
        formatCliError({
          code: 'RUN_FAILED',
          message: `${String(failed.length)} of ${String(reports.length)} accounts failed or were not run`,
        }),
      );
      return CLI_EXIT_CODES.failed;
    }
    await exportSearchTerms(client, organizationId, command, stdout);
    return CLI_EXIT_CODES.done;
  } catch (error) {
    if (error instanceof CliUsageError) {
      stderr(`${error.message}\n\n${error.usage}`);
      return CLI_EXIT_CODES.usage;
    }
    if (error instanceof CliFailure || isUtmostError(error)) {
      stderr(formatCliError(error));
      return isUtmostError(error) && error.code === 'TOO_MANY_REQUESTS'
        ? CLI_EXIT_CODES.rateLimited
        : CLI_EXIT_CODES.failed;
    }
    throw error;
  }
}
