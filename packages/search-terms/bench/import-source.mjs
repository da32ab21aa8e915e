// The benches that run the package's TypeScript sources without a build load them through here.
// Node 24 strips the types itself; the hook only maps the sources' `.js` specifiers to their `.ts`
// files (the specifiers the build needs), and is registered once however many modules load.
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

let isRegistered = false;

function registerSourceHook() {
  if (isRegistered) return;
  isRegistered = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (
        specifier.startsWith('.') &&
        specifier.endsWith('.js') &&
        context.parentURL?.endsWith('.ts')
      ) {
        const typescriptUrl = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
        if (existsSync(fileURLToPath(typescriptUrl))) {
          return nextResolve(typescriptUrl.href, context);
        }
      }
      return nextResolve(specifier, context);
    },
  });
}

/** A source module of the package, by its path from the package root (`src/ngrams/index.ts`). */
export function importSource(path) {
  registerSourceHook();
  return import(new URL(`../${path}`, import.meta.url).href);
}
