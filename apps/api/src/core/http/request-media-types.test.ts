import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../contract/openapi-types.js';
import { AppError } from '../errors/app-error.js';
import { checkRequestMediaType, readRequestBodyRules } from './request-media-types.js';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'test', version: '0' },
  paths: {
    '/things': {
      get: { operationId: 'listThings' },
      post: {
        operationId: 'addThing',
        requestBody: { required: true, content: { 'application/json': { schema: {} } } },
      },
    },
    '/things/{id}/picture': {
      post: {
        operationId: 'uploadPicture',
        requestBody: { $ref: '#/components/requestBodies/Image' },
      },
    },
  },
  components: {
    requestBodies: { Image: { content: { 'multipart/form-data': { schema: {} } } } },
  },
};

function request(headers: Record<string, string>): FastifyRequest {
  return { headers } as unknown as FastifyRequest;
}

function refusal(headers: Record<string, string>, operationId: string): AppError | undefined {
  const rule = readRequestBodyRules(document).get(operationId);
  if (!rule) throw new Error(`no rule for ${operationId}`);
  try {
    checkRequestMediaType(request(headers), rule);
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe('request media types', () => {
  it('reads the media types each operation declares, references followed', () => {
    const rules = readRequestBodyRules(document);
    expect(rules.get('listThings')).toEqual({ mediaTypes: [], isRequired: false });
    expect(rules.get('addThing')).toEqual({ mediaTypes: ['application/json'], isRequired: true });
    expect(rules.get('uploadPicture')).toEqual({
      mediaTypes: ['multipart/form-data'],
      isRequired: false,
    });
  });

  it('passes the declared media type, parameters and case aside', () => {
    const json = { 'content-type': 'Application/JSON; charset=utf-8', 'content-length': '2' };
    expect(refusal(json, 'addThing')).toBeUndefined();
    const multipart = {
      'content-type': 'multipart/form-data; boundary=x',
      'transfer-encoding': 'chunked',
    };
    expect(refusal(multipart, 'uploadPicture')).toBeUndefined();
  });

  it('refuses any other body with 415, and a body where none is declared', () => {
    const text = refusal({ 'content-type': 'text/plain', 'content-length': '5' }, 'addThing');
    expect(text?.statusCode).toBe(415);
    expect(text?.message).toBe('Content type text/plain is not supported. Send application/json.');
    const untyped = refusal({ 'content-length': '5' }, 'addThing');
    expect(untyped?.message).toBe('A content type is required. Send application/json.');
    const unexpected = refusal(
      { 'content-type': 'application/json', 'content-length': '2' },
      'listThings',
    );
    expect(unexpected?.statusCode).toBe(415);
    expect(unexpected?.message).toBe('This operation takes no request body.');
  });

  it('answers 400 on body when a required body is missing, whatever the header says', () => {
    const missing = refusal(
      { 'content-type': 'application/json', 'content-length': '0' },
      'addThing',
    );
    expect(missing?.statusCode).toBe(400);
    expect(missing?.fieldErrors).toEqual({ body: 'Field is required' });
    expect(refusal({}, 'listThings')).toBeUndefined();
    expect(refusal({ 'content-type': 'text/plain' }, 'uploadPicture')).toBeUndefined();
  });
});
