import type { JsonSchema } from './sampleFromSchema';

/** Where a value sits in a request. */
export type Position = 'path' | 'query' | 'body';

/** One call of the OpenAPI document, with what the security matrix needs to know of it. */
export type Operation = {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The document's path, e.g. `/api/contact/{companyId}/{contactId}`. */
  path: string;
  public: boolean;
  company?: { in: Position; key: string };
  permission?: string;
  multipart: boolean;
  pathParams: Record<string, JsonSchema>;
  query: { name: string; required: boolean; schema: JsonSchema }[];
  body?: JsonSchema;
};

type OpenApiOperation = {
  operationId?: string;
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  'x-company'?: { in: 'params' | 'query' | 'body'; key: string };
  'x-permission'?: string;
  'x-multipart'?: boolean;
};

const WHERE: Record<string, Position> = { params: 'path', query: 'query', body: 'body' };

/** Every documented call, read from the OpenAPI document the server serves at /api/docs/json. */
export function operationsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const company = op['x-company'];
      out.push({
        id: op.operationId ?? `${method} ${path}`,
        method: method.toUpperCase() as Operation['method'],
        path,
        public: !op.security?.length,
        ...(company ? { company: { in: WHERE[company.in], key: company.key } } : {}),
        ...(op['x-permission'] ? { permission: op['x-permission'] } : {}),
        multipart: op['x-multipart'] === true,
        pathParams: Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, p.schema])),
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, required: p.required === true, schema: p.schema })),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return out;
}
