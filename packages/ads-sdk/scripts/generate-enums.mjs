// `pnpm generate` step: writes src/generated/enums.ts from the contract (see render-enums.mjs).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderEnums } from './render-enums.mjs';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const contract = await readFile(join(packageDir, '../../openapi/utmost.yaml'), 'utf8');
await writeFile(join(packageDir, 'src/generated/enums.ts'), renderEnums(contract));
