import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { CONTRACT_PATH } from '../package-paths.js';
import type { OpenApiDocument } from './openapi-types.js';

export interface Contract {
  /** The YAML exactly as written, served at /api/docs/utmost.yaml. */
  text: string;
  document: OpenApiDocument;
}

export async function loadContract(path: string = CONTRACT_PATH): Promise<Contract> {
  const text = await readFile(path, 'utf8');
  return { text, document: parse(text) as OpenApiDocument };
}

export const HTTP_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;

export interface ContractOperation {
  operationId: string;
  method: (typeof HTTP_METHODS)[number];
  path: string;
}

export function listOperations(document: OpenApiDocument): ContractOperation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      return operation?.operationId ? [{ operationId: operation.operationId, method, path }] : [];
    }),
  );
}
