import { buildSandboxServer } from './server.js';
import { parseStandaloneArgs } from './standalone-args.js';

// `node dist/standalone.js --port 4100`: the sandbox on its own, for scripts and for developing
// the platform clients without the API.

async function main(): Promise<void> {
  const args = parseStandaloneArgs(process.argv.slice(2));
  const app = await buildSandboxServer({
    publicUrl: args.publicUrl,
    isLoggerEnabled: true,
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
