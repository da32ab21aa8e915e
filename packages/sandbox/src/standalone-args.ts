import { parseArgs } from 'node:util';

export interface StandaloneArgs {
  port: number;
  host: string;
  publicUrl: string;
  /** Keep grants and changed ads across restarts in this JSON file. */
  stateFile?: string;
  adsPerScaleAccount?: number;
  /**
   * A file holding the key of the `/_control` routes (which exist only with one). A file rather
   * than the key itself: a command line is visible to every local user.
   */
  controlKeyFile?: string;
}

export const STANDALONE_USAGE =
  'Usage: node dist/standalone.js [--port 4100] [--host 127.0.0.1] [--public-url http://localhost:4100] [--state-file ./sandbox-state.json] [--ads-per-scale-account 100000] [--control-key-file ./control-key]';

/** Reads the runner's flags; throws with the usage line when one is wrong. */
export function parseStandaloneArgs(argv: string[]): StandaloneArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '4100' },
      host: { type: 'string', default: '127.0.0.1' },
      'public-url': { type: 'string' },
      'state-file': { type: 'string' },
      'ads-per-scale-account': { type: 'string' },
      'control-key-file': { type: 'string' },
    },
    strict: true,
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(
      `--port must be a whole number from 0 to 65535, not ${values.port}\n${STANDALONE_USAGE}`,
    );
  }
  const publicUrl = values['public-url'] ?? `http://localhost:${port}`;
  if (!URL.canParse(publicUrl))
    throw new Error(`--public-url must be an absolute URL\n${STANDALONE_USAGE}`);
  const scale = values['ads-per-scale-account'];
  const adsPerScaleAccount = scale === undefined ? undefined : Number(scale);
  if (
    adsPerScaleAccount !== undefined &&
    (!Number.isInteger(adsPerScaleAccount) || adsPerScaleAccount < 0)
  )
    throw new Error(`--ads-per-scale-account must be a whole number\n${STANDALONE_USAGE}`);
  return {
    port,
    host: values.host,
    publicUrl,
    ...(values['state-file'] === undefined ? {} : { stateFile: values['state-file'] }),
    ...(adsPerScaleAccount === undefined ? {} : { adsPerScaleAccount }),
    ...(values['control-key-file'] === undefined
      ? {}
      : { controlKeyFile: values['control-key-file'] }),
  };
}
