import type { operations } from '@utmost/ads-sdk';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Every operationId of the contract, from the SDK's generated types. */
export type OperationId = keyof operations;

type Operation<Id extends OperationId> = operations[Id];
type Responses<Id extends OperationId> = Operation<Id>['responses'];
type JsonBody<Response> = Response extends { content: { 'application/json': infer Body } }
  ? Body
  : undefined;
type SuccessStatus = 200 | 201 | 202 | 204;

/** What a handler returns: the JSON body of one of the operation's success answers. */
export type SuccessBody<Id extends OperationId> = JsonBody<
  Responses<Id>[Extract<keyof Responses<Id>, SuccessStatus>]
>;

/** A part of the request (query, path, header); optional parts included, so their fields type. */
type Part<Id extends OperationId, Key extends string> =
  Operation<Id> extends { parameters: infer Parameters }
    ? Key extends keyof Parameters
      ? NonNullable<Parameters[Key]>
      : never
    : never;

/** Fastify lowercases header names; so do these types. */
type LowercaseKeys<T> = { [Key in keyof T as Lowercase<Key & string>]: T[Key] };

type RequestBody<Id extends OperationId> =
  Operation<Id> extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? Body
    : undefined;

/** The request as the contract describes it, already validated against it. */
export type OperationRequest<Id extends OperationId> = FastifyRequest<{
  Querystring: Part<Id, 'query'>;
  Params: Part<Id, 'path'>;
  Headers: LowercaseKeys<Part<Id, 'header'>>;
  Body: RequestBody<Id>;
}>;

export type OperationHandler<Id extends OperationId> = (
  request: OperationRequest<Id>,
  reply: FastifyReply,
) => Promise<SuccessBody<Id>>;

/**
 * The object given to fastify-openapi-glue: one method per operationId. A missing operation is a
 * type error here and a failing test in contract-coverage.test.ts.
 */
export type ServiceHandlers = { [Id in OperationId]: OperationHandler<Id> };
