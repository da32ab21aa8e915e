import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../contract/openapi-types.js';
import { renderDocsPage } from './render-docs-page.js';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Demo <API>', version: '1.2.3', description: 'Uses `code` and **bold**.' },
  tags: [{ name: 'things', description: 'All the things.' }],
  paths: {
    '/api/v1/things/{id}': {
      get: {
        operationId: 'getThing',
        tags: ['things'],
        summary: 'One thing',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
          { $ref: '#/components/parameters/Limit' },
        ],
        responses: {
          '200': {
            description: 'The thing.',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
          },
        },
      },
    },
  },
  components: {
    parameters: { Limit: { name: 'limit', in: 'query', schema: { type: 'integer' } } },
    schemas: { Thing: { type: 'object', properties: { name: { type: 'string' } } } },
  },
};

describe('renderDocsPage', () => {
  const html = renderDocsPage(document);

  it('renders the title escaped, the description and each operation with its parts', () => {
    expect(html).toContain('<h1>Demo &lt;API&gt;</h1>');
    expect(html).toContain('<code>code</code> and <strong>bold</strong>');
    expect(html).toContain('<span class="method method-get">get</span>');
    expect(html).toContain('/api/v1/things/{id}');
    expect(html).toContain('One thing');
    expect(html).toContain('<code>id</code> <span class="required">required</span>');
    expect(html).toContain('<code>limit</code>');
    expect(html).toContain('string (uuid)');
  });

  it('shows schemas as JSON with references linked to the components', () => {
    expect(html).toContain('<a href="#schemas-Thing">#/components/schemas/Thing</a>');
    expect(html).toContain('id="schemas-Thing"');
  });

  it('loads nothing from elsewhere and has no inline style or script for the CSP to allow', () => {
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son\w+=|https?:\/\//);
    expect(html).toContain('<link rel="stylesheet" href="/api/docs/styles.css">');
  });
});
