import type { Static, TSchema } from 'typebox';
import { ErrorBodySchema } from './error-body';
import type { ErrorCode } from './error-codes';
import type { StaffRole } from '../staff-roles';

/**
 * One endpoint's whole contract, in one place: method, path, who may call it, the shapes of what it takes
 * and answers, and the failures it may answer. The server registers its route with `endpoint.schema` (so
 * validation, serialisation and the OpenAPI page come from here) and the client types its calls with
 * `Body<typeof endpoint>` / `Answer<typeof endpoint>`: a field added here reaches both, or neither compiles.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone, a signed-in shopper (bearer), or either (`optional-shopper`: a signed-out visitor
 * too, as a guest; a token that is sent is checked like any other), or a signed-in staff member (`staff`,
 * with a staff token, in one of the contract's `roles`; issue 35).
 */
export type Access = 'public' | 'shopper' | 'optional-shopper' | 'staff';

/** The failure statuses an endpoint may answer, each with the codes it can carry there (for readers and docs). */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 503;
export type Failures = Partial<Record<FailureStatus, readonly ErrorCode[]>>;

export interface EndpointSpec {
  method: HttpMethod;
  /** The full path as the browser calls it, with `:name` params: '/api/cart/add', '/catalog/products/:id'. */
  path: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  access: Access;
  /** With access 'staff': the roles that may call (src/universal/staff-roles.ts ROLES_FOR). */
  roles?: readonly StaffRole[];
  body?: TSchema;
  params?: TSchema;
  querystring?: TSchema;
  headers?: TSchema;
  /** The success answer's status (200 unless said) and shape; 303 for a link a browser follows to a page. */
  status?: 200 | 201 | 202 | 204 | 303;
  response: TSchema;
  failures: Failures;
  /** Other statuses answered with a body of their own instead of the error body (health's 503 `{ status }`). */
  answers?: Readonly<Partial<Record<number, TSchema>>>;
}

type SuccessStatus<S> = S extends { status: infer C extends number } ? C : 200;

type OwnAnswers<S> = S extends { answers: infer A extends Partial<Record<number, TSchema>> } ? A : unknown;

type Part<S, K extends string> = S extends { [P in K]: infer T extends TSchema } ? { [P in K]: T } : unknown;

/** The Fastify route schema an endpoint's contract becomes (the type keeps each shape for the type provider). */
export type RouteSchemaOf<S extends EndpointSpec> = {
  tags: string[];
  summary: string;
  description?: string;
  security?: ({ bearer: never[] } | { staffBearer: never[] } | Record<string, never>)[];
  response: Record<number, TSchema> & { [K in SuccessStatus<S>]: S['response'] } & OwnAnswers<S>;
} & Part<S, 'body'> &
  Part<S, 'params'> &
  Part<S, 'querystring'> &
  Part<S, 'headers'>;

export type Endpoint<S extends EndpointSpec = EndpointSpec> = Readonly<S> & {
  readonly schema: EndpointSpec extends S ? RouteSchema : RouteSchemaOf<S>;
};

/** Any endpoint's route schema, as code that handles every endpoint alike sees it. */
export interface RouteSchema {
  tags: string[];
  summary: string;
  description?: string;
  security?: ({ bearer: never[] } | { staffBearer: never[] } | Record<string, never>)[];
  body?: TSchema;
  params?: TSchema;
  querystring?: TSchema;
  headers?: TSchema;
  response: Record<number, TSchema>;
}

/** What a call sends and what it gets back, for the client's hooks. */
export type Body<E extends Endpoint> = E['body'] extends TSchema ? Static<E['body']> : void;
export type Query<E extends Endpoint> = E['querystring'] extends TSchema ? Static<E['querystring']> : void;
export type Params<E extends Endpoint> = E['params'] extends TSchema ? Static<E['params']> : void;
export type Answer<E extends Endpoint> = Static<E['response']>;

/** Route schemas made here, each pointing back at its endpoint: how a test tells a contract's schema from a hand-made one. */
const CONTRACT_OF = new WeakMap<object, Endpoint>();

export function defineEndpoint<const S extends EndpointSpec>(spec: S): Endpoint<S> {
  const response: Record<number, TSchema> = { [spec.status ?? 200]: spec.response };
  for (const status of Object.keys(spec.failures)) response[Number(status)] = ErrorBodySchema;
  Object.assign(response, spec.answers);
  const schema = Object.fromEntries(
    Object.entries({
      tags: [...spec.tags],
      summary: spec.summary,
      description: spec.description,
      // OpenAPI's optional security: the bearer scheme, or none at all (an empty requirement).
      security: {
        public: undefined,
        shopper: [{ bearer: [] }],
        'optional-shopper': [{ bearer: [] }, {}],
        staff: [{ staffBearer: [] }],
      }[spec.access],
      body: spec.body,
      params: spec.params,
      querystring: spec.querystring,
      headers: spec.headers,
      response,
    }).filter(([, value]) => value !== undefined),
  ) as RouteSchemaOf<S>;
  const endpoint = Object.freeze({ ...spec, schema }) as Endpoint<S>;
  CONTRACT_OF.set(schema, endpoint as Endpoint);
  return endpoint;
}

/** What endpoints of one group may share: anything but the method, path and summary each names itself. */
type SharedSpec = Partial<Omit<EndpointSpec, 'method' | 'path' | 'summary'>>;

/** An endpoint of a group names what the group does not say, and may name again what it does. */
type MemberSpec<D extends SharedSpec> = Omit<EndpointSpec, keyof D> &
  Partial<Pick<EndpointSpec, keyof D & keyof EndpointSpec>>;

type Joined<D, S> = Omit<D, keyof S> & S;

type Member<D, S> = Endpoint<Joined<D, S> extends EndpointSpec ? Joined<D, S> : never>;

/** An endpoint of the group by its method and path: `group.post('/api/…', { summary, body })`. */
type Route<D extends SharedSpec, M extends HttpMethod> = <
  const P extends string,
  const S extends Omit<MemberSpec<D>, 'method' | 'path'>,
>(
  path: P,
  spec: S,
) => Member<D, { method: M; path: P } & S>;

export interface EndpointGroup<D extends SharedSpec> {
  /** One endpoint of the group. */
  <const S extends MemberSpec<D>>(spec: S): Member<D, S>;
  get: Route<D, 'GET'>;
  post: Route<D, 'POST'>;
  put: Route<D, 'PUT'>;
  patch: Route<D, 'PATCH'>;
  delete: Route<D, 'DELETE'>;
  /** A smaller group inside this one, sharing more (its failures add to this group's, as an endpoint's do). */
  with<const E extends SharedSpec>(more: E): EndpointGroup<Joined<D, E> extends SharedSpec ? Joined<D, E> : never>;
}

const join = <T extends SharedSpec>(shared: SharedSpec, own: T): T => ({
  ...shared,
  ...own,
  failures: { ...shared.failures, ...own.failures },
});

/**
 * Endpoints that share their tags, access, roles, path params, answer or failures: the group says them
 * once, and each endpoint names what is its own, after its method and path: `group.get('/api/…', { summary })`.
 * An endpoint's `failures` add to the group's (a status it names again is its own list), every other part
 * it names replaces the group's.
 */
export function endpointGroup<const D extends SharedSpec>(shared: D): EndpointGroup<D> {
  const group = (spec: EndpointSpec) => defineEndpoint(join(shared, spec));
  const route = (method: HttpMethod) => (path: string, spec: Omit<EndpointSpec, 'method' | 'path'>) =>
    group({ method, path, ...spec });
  return Object.assign(group, {
    get: route('GET'),
    post: route('POST'),
    put: route('PUT'),
    patch: route('PATCH'),
    delete: route('DELETE'),
    with: (more: SharedSpec) => endpointGroup(join(shared, more)),
  }) as never;
}

/** The endpoint whose contract made this route schema, or undefined for a schema written by hand. */
export function contractOf(schema: unknown): Endpoint | undefined {
  return typeof schema === 'object' && schema !== null ? CONTRACT_OF.get(schema) : undefined;
}

type FillParams<P extends string> = P extends `${infer Head}:${string}/${infer Rest}`
  ? `${Head}${string}/${FillParams<Rest>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;
type BelowBase<P extends string> = P extends `/api${infer Rest}` ? Rest : P extends `/catalog${infer Rest}` ? Rest : P;

/**
 * The URL the client's base query takes for an endpoint (its base URL is '/api' or '/catalog'), as a type:
 * `const url: ClientPath<typeof addToCart> = '/cart/add'` stops compiling when the contract's path moves.
 * The client imports contracts with `import type`, so no schema reaches the browser's bundle.
 */
export type ClientPath<E extends Endpoint> = FillParams<BelowBase<E['path']>>;
