// The `utmost` command's help, one text per level, printed by `--help` and after a usage error.

export const CLI_USAGE = `Usage: utmost <command> [options]

Commands:
  runs start            Start tagging runs now (--all enabled accounts, or --account)
  search-terms export   Print an account's search-term results as CSV or JSON

Connection (flags win over the environment):
  --api-key <key>        An organization API key            [UTMOST_API_KEY]
  --base-url <url>       The Utmost origin                  [UTMOST_BASE_URL, http://localhost:3000]
  --organization <id>    The key's organization             [UTMOST_ORGANIZATION_ID, asked of the API]

  --json                 Machine-readable output on stdout
  -h, --help             This help; \`utmost <command> --help\` for a command's

Exit codes: 0 done, 1 failed (the error's code and message on stderr), 2 wrong usage,
75 rate limited (try again later).
`;

export const RUNS_START_USAGE = `Usage: utmost runs start (--all | --account <id>...) [--platform <platform>] [--wait] [--json]

Starts a tagging run on each account and prints its outcome (one line per account).
  --all                  Every account with auto-tagging on
  --account <id>         An account's id or resource name (customers/123, urn:li:sponsoredAccount:5); repeatable
  --platform <platform>  google or linkedin (default: both)
  --wait                 Wait for the runs to end and print their counts
  --json                 A JSON array of outcomes instead of lines
Fails (exit 1) when a run fails or an account is not run.
`;

export const SEARCH_TERMS_EXPORT_USAGE = `Usage: utmost search-terms export --account <id> [--format csv|json] [--decision exclude|keep|all] [--run <jobId>] [--validate]

Prints the search terms of a Google Ads account's latest validation (or of --run), costliest first.
  --account <id>         The Google Ads customer id (digits, or customers/<id>)
  --format csv|json      csv (default) or a JSON array; --json means json
  --decision <decision>  exclude (default), keep or all
  --run <jobId>          A given validation run instead of the latest
  --validate             Validate the account now, wait, then export that run
`;
