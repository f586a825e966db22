import type { TestApp } from '../../harness';

/** A JSON-schema fragment as the OpenAPI document carries it. */
export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  const?: unknown;
  enum?: unknown[];
  anyOf?: SchemaNode[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  schema: SchemaNode;
}

/** One method on one path, as the server routes it. */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** With `{name}` placeholders, e.g. /api/orders/{id}. */
  path: string;
  parameters: Parameter[];
  body: SchemaNode | undefined;
  /** Declares the bearer scheme in the OpenAPI document. */
  signedIn: boolean;
  /** Declares the staff console's scheme: a staff token only (issue 35). */
  staff: boolean;
  /** Declares the bearer scheme as optional (an empty requirement beside it): a guest may call it too. */
  guestToo: boolean;
  /** Routed but not in the OpenAPI document (static files). */
  hidden: boolean;
}

export const endpointName = (endpoint: Pick<Endpoint, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;

/** Paths outside the fuzzed surface: the API documentation UI's own files. */
const OUT_OF_SCOPE = /^\/api\/docs(\/|$)/;
const IN_SCOPE = /^\/(api|catalog)(\/|$)/;

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: SchemaNode }> };
  security?: Record<string, unknown>[];
}

/**
 * Every route the router holds, from printRoutes(): lines like "│   ├── api/health (GET, HEAD)",
 * one tree level per 4 characters, each node's text appended to its parent's.
 */
export function routedPaths(tree: string): { path: string; methods: string[] }[] {
  const stack: string[] = [];
  const routes: { path: string; methods: string[] }[] = [];
  for (const line of tree.split('\n')) {
    const marker = line.search(/[├└]── /);
    if (marker < 0) continue;
    const depth = marker / 4;
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(marker + 4));
    if (!match) continue;
    stack.length = depth;
    const full = `${depth > 0 ? stack[depth - 1] : ''}${match[1] ?? ''}`;
    stack[depth] = full;
    if (match[2]) routes.push({ path: full, methods: match[2].split(',').map((method) => method.trim()) });
  }
  return routes;
}

const normalise = (path: string) => path.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');

/**
 * The fuzzed surface, read from the running app: every operation of the OpenAPI document under
 * /api and /catalog, plus any routed path the document hides (static files), so an endpoint added
 * later is fuzzed without anyone listing it.
 */
export async function discoverEndpoints(t: TestApp): Promise<Endpoint[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
  const endpoints = new Map<string, Endpoint>();
  for (const [rawPath, operations] of Object.entries(document.paths)) {
    const path = normalise(rawPath);
    if (!IN_SCOPE.test(path) || OUT_OF_SCOPE.test(path)) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const endpoint: Endpoint = {
        method: method.toUpperCase() as Endpoint['method'],
        path,
        parameters: (operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
        signedIn: (operation.security ?? []).some((scheme) => 'bearer' in scheme),
        guestToo: (operation.security ?? []).some((scheme) => Object.keys(scheme).length === 0),
        staff: (operation.security ?? []).some((scheme) => 'staffBearer' in scheme),
        hidden: false,
      };
      endpoints.set(endpointName(endpoint), endpoint);
    }
  }
  for (const route of routedPaths(t.app.printRoutes())) {
    const path = normalise(`/${route.path.replace(/^\/+/, '')}`);
    if (!IN_SCOPE.test(path) || OUT_OF_SCOPE.test(path)) continue;
    for (const method of route.methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const key = `${method} ${path}`;
      if (endpoints.has(key)) continue;
      const wildcard = path.endsWith('/*');
      endpoints.set(key, {
        method: method as Endpoint['method'],
        path: wildcard ? `${path.slice(0, -1)}{file}` : path,
        parameters: wildcard ? [{ name: 'file', in: 'path', schema: { type: 'string' } }] : [],
        body: undefined,
        signedIn: false,
        guestToo: false,
        staff: false,
        hidden: true,
      });
    }
  }
  return [...endpoints.values()].sort((a, b) => endpointName(a).localeCompare(endpointName(b)));
}
