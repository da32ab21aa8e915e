import { readFile } from 'node:fs/promises';
import { buildSandboxServer } from './server.js';
import { parseStandaloneArgs } from './standalone-args.js';

// `node dist/standalone.js --port 4100`: the sandbox on its own, for scripts and for developing
// the platform clients without the API. Its `/_control` routes exist with --control-key-file, and
// then need that file's key in `x-utmost-install-key`.

async function main(): Promise<void> {
  const args = parseStandaloneArgs(process.argv.slice(2));
  const controlKey =
    args.controlKeyFile === undefined ? '' : (await readFile(args.controlKeyFile, 'utf8')).trim();
  const app = await buildSandboxServer({
    publicUrl: args.publicUrl,
    isLoggerEnabled: true,
    ...(controlKey === '' ? {} : { control: { key: controlKey } }),
    ...(args.stateFile === undefined ? {} : { stateFile: args.stateFile }),
    ...(args.adsPerScaleAccount === undefined
      ? {}
      : { scale: { adsPerScaleAccount: args.adsPerScaleAccount } }),
  });
  const close = (): void => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
  await app.listen({ port: args.port, host: args.host });
  app.log.info(`Sandbox identities: ${args.publicUrl}/sandbox/identities`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
