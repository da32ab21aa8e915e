/** The parts of an OpenAPI 3.1 document this server reads; the YAML is the authority. */
export type JsonSchema = Record<string, unknown>;

export interface ReferenceObject {
  $ref: string;
}

export interface ParameterObject {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface MediaTypeObject {
  schema?: JsonSchema;
}

export interface ResponseObject {
  description?: string;
  headers?: Record<string, { description?: string; schema?: JsonSchema } | ReferenceObject>;
  content?: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: (ParameterObject | ReferenceObject)[];
  requestBody?:
    | { description?: string; required?: boolean; content?: Record<string, MediaTypeObject> }
    | ReferenceObject;
  responses?: Record<string, ResponseObject | ReferenceObject>;
  security?: Record<string, string[]>[];
  deprecated?: boolean;
}

export type PathItemObject = Partial<
  Record<
    'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace',
    OperationObject
  >
> & { parameters?: (ParameterObject | ReferenceObject)[] };

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; summary?: string; description?: string };
  tags?: { name: string; description?: string }[];
  security?: Record<string, string[]>[];
  paths?: Record<string, PathItemObject>;
  components?: Record<string, Record<string, unknown> | undefined>;
}
