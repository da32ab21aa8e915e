import { HTTP_METHODS } from '../../contract/load-contract.js';
import type {
  JsonSchema,
  OpenApiDocument,
  OperationObject,
  ParameterObject,
  ReferenceObject,
  ResponseObject,
} from '../../contract/openapi-types.js';

/** Where the page's stylesheet is served (docs-routes.ts): a file, so the CSP needs no inline style. */
export const DOCS_STYLESHEET_PATH = '/api/docs/styles.css';

/** Renders the contract as one HTML reference page that loads nothing but its own stylesheet. */
export function renderDocsPage(document: OpenApiDocument): string {
  const operations = collectOperations(document);
  const tagNames = [
    ...new Set([
      ...(document.tags ?? []).map((tag) => tag.name),
      ...operations.flatMap((op) => op.tags),
    ]),
  ];
  const sections = tagNames.map((tagName) => {
    const tag = document.tags?.find((candidate) => candidate.name === tagName);
    const tagged = operations.filter((op) => op.tags.includes(tagName));
    return `<section id="tag-${anchor(tagName)}"><h2 class="section">${escapeHtml(tagName)}</h2>
${tag?.description ? renderText(tag.description) : ''}
${tagged.map((op) => renderOperation(document, op)).join('\n')}</section>`;
  });
  const { info } = document;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} reference</title><link rel="stylesheet" href="${DOCS_STYLESHEET_PATH}"></head>
<body><div class="layout">${renderNavigation(document, tagNames, operations)}
<main><h1>${escapeHtml(info.title)}</h1>
<div class="version">Version ${escapeHtml(info.version)} · OpenAPI ${escapeHtml(document.openapi)} ·
<a href="/api/docs/utmost.yaml">utmost.yaml</a> · <a href="/api/docs/openapi.json">openapi.json</a></div>
${info.summary ? `<p>${escapeHtml(info.summary)}</p>` : ''}
${info.description ? renderText(info.description) : ''}
${sections.join('\n')}
${renderComponents(document)}
</main></div></body></html>`;
}

interface ListedOperation {
  method: string;
  path: string;
  tags: string[];
  operation: OperationObject;
}

function collectOperations(document: OpenApiDocument): ListedOperation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])];
      return [
        {
          method,
          path,
          tags: operation.tags ?? ['other'],
          operation: { ...operation, parameters },
        },
      ];
    }),
  );
}

function renderNavigation(
  document: OpenApiDocument,
  tags: string[],
  operations: ListedOperation[],
) {
  const tagLinks = tags.map((tag) => {
    const items = operations
      .filter((op) => op.tags.includes(tag))
      .map(
        (op) =>
          `<li><a href="#${operationAnchor(op)}">${escapeHtml(op.operation.summary ?? op.path)}</a></li>`,
      );
    return `<h2><a href="#tag-${anchor(tag)}">${escapeHtml(tag)}</a></h2><ul>${items.join('')}</ul>`;
  });
  const schemaLinks = Object.keys(document.components?.schemas ?? {}).map(
    (name) => `<li><a href="#schemas-${anchor(name)}">${escapeHtml(name)}</a></li>`,
  );
  return `<nav><strong>${escapeHtml(document.info.title)}</strong>${tagLinks.join('')}
<h2><a href="#components">Schemas</a></h2><ul>${schemaLinks.join('')}</ul></nav>`;
}

function renderOperation(document: OpenApiDocument, listed: ListedOperation): string {
  const { operation, method, path } = listed;
  const security = operation.security ?? document.security ?? [];
  const schemes = security.flatMap((requirement) => Object.keys(requirement));
  return `<article class="operation" id="${operationAnchor(listed)}"><header>
<span class="method method-${method}">${method}</span><span class="path">${escapeHtml(path)}</span>
<span class="summary">${escapeHtml(operation.summary ?? '')}</span>
${operation.deprecated ? '<span class="badge">deprecated</span>' : ''}
<span class="op-id">${escapeHtml(operation.operationId ?? '')}</span></header>
${operation.description ? renderText(operation.description) : ''}
<p><span class="badge">${schemes.length ? `auth: ${escapeHtml(schemes.join(' or '))}` : 'public'}</span></p>
${renderParameters(document, operation.parameters ?? [])}
${renderRequestBody(document, operation)}
${renderResponses(document, operation.responses ?? {})}</article>`;
}

function renderParameters(
  document: OpenApiDocument,
  parameters: (ParameterObject | ReferenceObject)[],
) {
  if (parameters.length === 0) return '';
  const rows = parameters.map((entry) => {
    const parameter = resolve<ParameterObject>(document, entry);
    return `<tr><td><code>${escapeHtml(parameter.name)}</code>${parameter.required ? ' <span class="required">required</span>' : ''}</td>
<td>${escapeHtml(parameter.in)}</td><td><code>${escapeHtml(describeType(parameter.schema))}</code></td>
<td>${parameter.description ? renderInline(parameter.description) : ''}</td></tr>`;
  });
  return `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Type</th><th>Description</th></tr></thead>
<tbody>${rows.join('')}</tbody></table>`;
}

function renderRequestBody(document: OpenApiDocument, operation: OperationObject): string {
  if (!operation.requestBody) return '';
  const body = resolve<NonNullable<Exclude<OperationObject['requestBody'], ReferenceObject>>>(
    document,
    operation.requestBody,
  );
  const media = Object.entries(body.content ?? {}).map(
    ([type, content]) =>
      `<div><code>${escapeHtml(type)}</code>${renderSchema(content.schema)}</div>`,
  );
  return `<h4>Request body${body.required ? ' <span class="required">required</span>' : ''}</h4>
${body.description ? renderText(body.description) : ''}${media.join('')}`;
}

function renderResponses(
  document: OpenApiDocument,
  responses: Record<string, ResponseObject | ReferenceObject>,
) {
  const items = Object.entries(responses).map(([status, entry]) => {
    const response = resolve<ResponseObject>(document, entry);
    const headers = Object.keys(response.headers ?? {});
    const media = Object.entries(response.content ?? {}).map(
      ([type, content]) =>
        `<div><code>${escapeHtml(type)}</code>${renderSchema(content.schema)}</div>`,
    );
    return `<div><span class="status">${escapeHtml(status)}</span> ${renderInline(response.description ?? '')}
${headers.length ? `<div>Headers: ${headers.map((name) => `<code>${escapeHtml(name)}</code>`).join(', ')}</div>` : ''}
${media.join('')}</div>`;
  });
  return `<h4>Responses</h4>${items.join('')}`;
}

function renderComponents(document: OpenApiDocument): string {
  const groups = Object.entries(document.components ?? {}).map(([group, entries]) => {
    const items = Object.entries(entries ?? {}).map(
      ([name, value]) =>
        `<div class="component" id="${anchor(group)}-${anchor(name)}"><strong>${escapeHtml(name)}</strong>${renderSchema(value as JsonSchema)}</div>`,
    );
    return `<h3>${escapeHtml(group)}</h3>${items.join('')}`;
  });
  return `<section id="components"><h2 class="section">Components</h2>${groups.join('')}</section>`;
}

/** Schemas as indented JSON; `$ref`s become links to the component they name. */
function renderSchema(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  const json = escapeHtml(JSON.stringify(schema, null, 2));
  const linked = json.replace(
    /&quot;#\/components\/([\w.-]+)\/([\w.-]+)&quot;/g,
    (_match, group: string, name: string) =>
      `&quot;<a href="#${anchor(group)}-${anchor(name)}">#/components/${group}/${name}</a>&quot;`,
  );
  return `<pre>${linked}</pre>`;
}

function describeType(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop() ?? '';
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type ?? 'any');
  const format = typeof schema.format === 'string' ? ` (${schema.format})` : '';
  const pattern = typeof schema.pattern === 'string' ? ` ${schema.pattern}` : '';
  return `${type}${format}${pattern}`;
}

function resolve<T>(document: OpenApiDocument, value: T | ReferenceObject): T {
  if (typeof value !== 'object' || value === null || !('$ref' in value)) return value;
  const [, , group, name] = value.$ref.split('/');
  const target = group && name ? document.components?.[group]?.[name] : undefined;
  if (target === undefined) throw new Error(`Unresolved reference ${value.$ref}`);
  return resolve<T>(document, target as T | ReferenceObject);
}

function operationAnchor(operation: ListedOperation): string {
  return `op-${anchor(operation.operation.operationId ?? `${operation.method}-${operation.path}`)}`;
}

function anchor(text: string): string {
  return text.replace(/[^\w-]+/g, '-');
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The little Markdown the contract uses: `code`, **bold** and blank-line paragraphs. */
function renderInline(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
}

function renderText(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${renderInline(paragraph.replace(/\s*\n\s*/g, ' '))}</p>`)
    .join('\n');
}
