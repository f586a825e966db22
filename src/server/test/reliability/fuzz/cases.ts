import type { EndpointBase } from './bases';
import { type Endpoint, endpointName, type SchemaNode } from './endpoints';
import {
  HOSTILE_PATH_SEGMENTS,
  HOSTILE_QUERY_VALUES,
  HOSTILE_VALUES,
  HUGE_TEXT,
  type HostileValue,
} from './hostile-values';
import type { Prng } from './prng';
import { expectedForQuery, expectedForValue, type Expect, schemaType } from './verdicts';

export interface FuzzRequest {
  method: Endpoint['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** The body as the server will parse it, for afterAccepted. */
  sent?: unknown;
}

export interface FuzzCase {
  endpoint: string;
  label: string;
  /** 'reject': the answer must be a 4xx. 'any': any answer below 500 (e.g. odd search text finding nothing). */
  expect: Expect;
  build: (base: EndpointBase) => FuzzRequest;
}

const RAW = (index: number) => `@@raw-${index}@@`;

/** JSON text of `body` with placeholders swapped for raw JSON (1e309, duplicate or __proto__ keys). */
function jsonWithRaw(body: unknown, raws: string[]): string {
  let text = JSON.stringify(body);
  raws.forEach((raw, index) => {
    text = text.replace(JSON.stringify(RAW(index)), raw);
  });
  return text;
}

/** Sets a dotted path in a copy of the body; `undefined` deletes it. */
function withField(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1] as string;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

/** Whether one dotted path is the other or lies inside it. */
function overlaps(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
}

function encodeValue(value: HostileValue): { value: unknown; raw?: string } {
  return value.raw === undefined ? { value: value.value } : { value: RAW(0), raw: value.raw };
}

/** Each field of the body (nested ones as a.b) with its schema type, from the schema and the base body. */
export function bodyFields(
  schema: SchemaNode | undefined,
  sample: unknown,
  prefix = '',
): { path: string; schema: SchemaNode | undefined }[] {
  const fields = new Map<string, SchemaNode | undefined>();
  for (const [key, child] of Object.entries(schema?.properties ?? {})) fields.set(key, child);
  if (sample && typeof sample === 'object' && !Array.isArray(sample)) {
    for (const key of Object.keys(sample)) if (!fields.has(key)) fields.set(key, undefined);
  }
  return [...fields].flatMap(([key, child]) => {
    const path = `${prefix}${key}`;
    const nested = sample && typeof sample === 'object' ? (sample as Record<string, unknown>)[key] : undefined;
    const own = { path, schema: child };
    return schemaType(child) === 'object' ? [own, ...bodyFields(child, nested, `${path}.`)] : [own];
  });
}

function url(endpoint: Endpoint, params: Record<string, string>, query: [string, string][]): string {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '1');
  const search = query.map(([key, value]) => `${key}=${value}`).join('&');
  return search ? `${path}?${search}` : path;
}

const encodedQuery = (query: Record<string, string>) =>
  Object.entries(query).map(([key, value]) => [key, encodeURIComponent(value)] as [string, string]);
const encodedParams = (params: Record<string, string>) =>
  Object.fromEntries(Object.entries(params).map(([key, value]) => [key, encodeURIComponent(value)]));
const JSON_TYPE = { 'content-type': 'application/json' };

/**
 * Every case for one endpoint. `scale` multiplies how many hostile values each field, parameter
 * and query parameter gets (FUZZ_SCALE); the seed decides which.
 */
export function generateCases(endpoint: Endpoint, base: EndpointBase, prng: Prng, scale: number): FuzzCase[] {
  const name = endpointName(endpoint);
  const cases: FuzzCase[] = [];
  const add = (label: string, expect: Expect, build: FuzzCase['build']) =>
    cases.push({ endpoint: name, label, expect, build });
  const hasBody = endpoint.method !== 'GET';
  const bodyShaped = endpoint.body !== undefined;
  const standard = (
    b: EndpointBase,
    payload?: string,
    sent?: unknown,
    extraHeaders: Record<string, string> = {},
  ): FuzzRequest => ({
    method: endpoint.method,
    url: url(endpoint, encodedParams(b.params), encodedQuery(b.query)),
    headers: { ...b.headers(), ...(payload === undefined ? {} : JSON_TYPE), ...extraHeaders },
    payload,
    sent,
  });
  const withBody = (label: string, expect: Expect, body: (b: EndpointBase) => { payload: string; sent?: unknown }) =>
    add(label, expect, (b) => {
      const { payload, sent } = body(b);
      return standard(b, payload, sent);
    });
  const baseBody = (b: EndpointBase) => b.body() ?? {};

  // Transport: content types, malformed JSON, size. A body-less endpoint may ignore a text body.
  if (hasBody) {
    const rejectUnlessBodyless: Expect = bodyShaped ? 'reject' : 'any';
    const typed = (label: string, expect: Expect, type: string, payload: string) =>
      add(label, expect, (b) => standard(b, payload, undefined, { 'content-type': type }));
    typed('text/plain body', rejectUnlessBodyless, 'text/plain', 'productId=1&quantity=1');
    typed('form-urlencoded body', rejectUnlessBodyless, 'application/x-www-form-urlencoded', 'productId=1&quantity=1');
    typed(
      'multipart body',
      rejectUnlessBodyless,
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    );
    typed('XML body', rejectUnlessBodyless, 'application/xml', '<a>1</a>');
    typed('unknown content type', rejectUnlessBodyless, 'application/x-evil', '{}');
    typed('JSON declared as UTF-16', 'any', 'application/json; charset=utf-16', '{}');
    for (const [label, text] of [
      ['truncated JSON', '{"productId":'],
      ['single-quoted JSON', "{'productId':'1'}"],
      ['trailing garbage', '{"productId":"1"}garbage'],
      ['bare NaN', 'NaN'],
      ['lone bracket', '['],
      ['empty body', ''],
      ['top-level __proto__', '{"__proto__":{"polluted":"yes"}}'],
      ['top-level constructor.prototype', '{"constructor":{"prototype":{"polluted":"yes"}}}'],
    ] as const) {
      typed(label, 'reject', 'application/json', text);
    }
    typed(
      'body over 1 MB',
      'reject',
      'application/json',
      JSON.stringify({ productId: '1', pad: 'x'.repeat(1_100_000) }),
    );
    add('body over 1 MB, no content length', 'reject', (b) => ({
      ...standard(b, JSON.stringify({ pad: 'y'.repeat(1_200_000) })),
      headers: { ...b.headers(), 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    }));
  } else {
    add('GET with a JSON body', 'any', (b) => standard(b, '{"polluted":true}'));
    add('GET with malformed JSON body', 'any', (b) => standard(b, '{"a":'));
  }

  if (bodyShaped) {
    // The whole body of the wrong type.
    for (const [label, text] of [
      ['body is an array', '[]'],
      ['body is a string', '"hello"'],
      ['body is a number', '42'],
      ['body is null', 'null'],
      ['body is true', 'true'],
      ['body is 2,000 nested arrays', `${'['.repeat(2000)}${']'.repeat(2000)}`],
    ] as const) {
      withBody(label, 'reject', () => ({ payload: text }));
    }
    withBody('empty object', 'any', () => ({ payload: '{}', sent: {} }));
    withBody('base body wrapped in an array', 'any', (b) => ({ payload: JSON.stringify([baseBody(b)]) }));

    // One field at a time: every hostile value a seed picks, the endpoint's own invalid values, missing, duplicated.
    const fields = bodyFields(endpoint.body, base.body());
    const perField = Math.max(8, Math.ceil((14 * scale * 6) / Math.max(fields.length, 3)));
    for (const field of fields) {
      for (const hostile of prng.sample(HOSTILE_VALUES, perField)) {
        const { value, raw } = encodeValue(hostile);
        withBody(`${field.path} = ${hostile.label}`, expectedForValue(field.schema, hostile), (b) => {
          const body = withField(baseBody(b), field.path, value);
          return { payload: jsonWithRaw(body, raw === undefined ? [] : [raw]), sent: body };
        });
      }
      for (const invalid of base.invalid[field.path] ?? []) {
        withBody(`${field.path} = ${JSON.stringify(invalid)?.slice(0, 40)} (invalid here)`, 'reject', (b) => {
          const body = withField(baseBody(b), field.path, invalid);
          return { payload: JSON.stringify(body), sent: body };
        });
      }
      withBody(`${field.path} missing`, 'any', (b) => {
        const body = withField(baseBody(b), field.path, undefined);
        return { payload: JSON.stringify(body), sent: body };
      });
      const duplicate = prng.pick(HOSTILE_VALUES);
      withBody(`${field.path} duplicated, second = ${duplicate.label}`, 'any', (b) => {
        const body = baseBody(b);
        const second = duplicate.raw ?? JSON.stringify(duplicate.value);
        const key = field.path.split('.').pop() as string;
        // Only top-level duplicates are written raw; nested ones land on the parent's last key.
        return { payload: JSON.stringify(body).replace(/}$/, `,${JSON.stringify(key)}:${second}}`) };
      });
    }
    // Two fields at once, as a seed picks them; a larger scale mostly adds these (single values run out).
    for (let i = 0; i < (scale === 1 ? 2 : 25 * scale) && fields.length > 1; i++) {
      const first = prng.pick(fields);
      // Never a field and one inside it: setting guest.password after guest would replace the value
      // given to guest, and the case would claim to send what it did not.
      const apart = fields.filter((field) => !overlaps(field.path, first.path));
      if (apart.length === 0) continue;
      const second = prng.pick(apart);
      const [a, c] = [prng.pick(HOSTILE_VALUES), prng.pick(HOSTILE_VALUES)];
      const expect: Expect =
        expectedForValue(first.schema, a) === 'reject' || expectedForValue(second.schema, c) === 'reject'
          ? 'reject'
          : 'any';
      withBody(`${first.path} = ${a.label} and ${second.path} = ${c.label}`, expect, (b) => {
        let body = withField(baseBody(b), first.path, a.raw === undefined ? a.value : RAW(0));
        body = withField(body, second.path, c.raw === undefined ? c.value : RAW(1));
        const raws = [a.raw ?? JSON.stringify(a.value), c.raw ?? JSON.stringify(c.value)];
        return { payload: jsonWithRaw(body, raws) };
      });
    }
    // Fields the server must ignore, and prototype pollution nested inside an object.
    withBody('client-chosen ids, prices, totals and roles', 'any', (b) => {
      const body = {
        ...baseBody(b),
        id: '00000000-0000-0000-0000-000000000000',
        userId: '00000000-0000-0000-0000-000000000000',
        user_id: 1,
        price: -100,
        totalPrice: 0,
        subtotal: -1,
        discount: 100,
        items: [{ productId: '1', quantity: 1, price: 0 }],
        role: 'admin',
        isAdmin: true,
        token_version: -1,
        prototype: { polluted: 'yes' },
      };
      return { payload: JSON.stringify(body), sent: body };
    });
    withBody('nested __proto__ in the body', 'reject', (b) => ({
      payload: JSON.stringify(baseBody(b)).replace(/^\{/, '{"extra":{"__proto__":{"polluted":"yes"}},'),
    }));
    withBody('nested constructor.prototype in the body', 'reject', (b) => ({
      payload: JSON.stringify(baseBody(b)).replace(/^\{/, '{"constructor":{"prototype":{"polluted":"yes"}},'),
    }));
  }

  // Path parameters.
  for (const param of endpoint.parameters.filter((p) => p.in === 'path')) {
    const free = base.freeTextParams.includes(param.name);
    const count = Math.ceil(HOSTILE_PATH_SEGMENTS.length * Math.min(1, 0.6 * scale));
    for (const segment of prng.sample(HOSTILE_PATH_SEGMENTS, count)) {
      const expect: Expect = free ? expectedForQuery(param.schema, segment) : 'reject';
      add(`path ${param.name} = ${segment.slice(0, 40)}`, expect, (b) => ({
        ...standard(b, hasBody && bodyShaped ? JSON.stringify(baseBody(b)) : undefined),
        url: url(endpoint, { ...encodedParams(b.params), [param.name]: segment }, encodedQuery(b.query)),
      }));
    }
  }

  // Query parameters: declared ones get hostile values, plus unknown, duplicated and pollution keys.
  const declared = endpoint.parameters.filter((p) => p.in === 'query');
  const perParam = Math.max(4, Math.ceil(6 * scale));
  for (const param of declared) {
    const values = [
      ...prng.sample(HOSTILE_QUERY_VALUES, perParam),
      ...(base.invalidQuery[param.name] ?? []).map(encodeURIComponent),
    ];
    for (const value of values) {
      const invalid = (base.invalidQuery[param.name] ?? []).map(encodeURIComponent).includes(value);
      add(
        `query ${param.name} = ${value.slice(0, 40)}`,
        invalid ? 'reject' : expectedForQuery(param.schema, value),
        (b) => ({
          ...standard(b),
          url: url(endpoint, encodedParams(b.params), [
            ...encodedQuery({ ...b.query, [param.name]: '' }).filter(([k]) => k !== param.name),
            [param.name, value],
          ]),
        }),
      );
    }
  }
  const queryCases: [string, Expect, string][] = [
    ['unknown query parameter', 'any', 'isAdmin=true&userId=1'],
    ['__proto__ in the query', 'any', '__proto__%5Bpolluted%5D=yes&__proto__.polluted=yes'],
    ['constructor.prototype in the query', 'any', 'constructor%5Bprototype%5D%5Bpolluted%5D=yes'],
    ['query of 5,000 parameters', 'any', Array.from({ length: 5000 }, (_, i) => `p${i}=${i}`).join('&')],
    ['query value of 100,000 characters', 'any', `q=${HUGE_TEXT}`],
    ['malformed percent-encoding', 'any', 'a=%&b=%zz&%=1'],
  ];
  for (const param of declared.slice(0, 3)) {
    queryCases.push([`${param.name} given twice`, 'any', `${param.name}=1&${param.name}=2`]);
    queryCases.push([`${param.name} as an array`, 'any', `${param.name}[]=1&${param.name}[0]=2`]);
  }
  for (const [label, expect, query] of queryCases) {
    add(label, expect, (b) => {
      const request = standard(b, hasBody && bodyShaped ? JSON.stringify(baseBody(b)) : undefined);
      return { ...request, url: `${request.url}${request.url.includes('?') ? '&' : '?'}${query}` };
    });
  }

  // Other headers a client controls, and methods the path does not serve.
  for (const [label, headers] of [
    ['hostile X-Request-Id', { 'x-request-id': '../../etc/passwd\u202e' }],
    ['X-HTTP-Method-Override: DELETE', { 'x-http-method-override': 'DELETE' }],
    ['X-Forwarded-For spoofing', { 'x-forwarded-for': '127.0.0.1, 10.0.0.1', 'x-real-ip': '127.0.0.1' }],
    ['odd Accept', { accept: 'text/html;q=0.1, */*;q=abc' }],
    [
      'Accept-Encoding of 1,000 codings',
      { 'accept-encoding': Array.from({ length: 1000 }, (_, i) => `x${i}`).join(', ') },
    ],
    ['malformed Range', { range: 'bytes=9999999999-0,-,--5' }],
    ['malformed If-None-Match', { 'if-none-match': '"' + 'W/'.repeat(2000) }],
    ['Host of another site', { host: 'evil.example' }],
    ['Origin of another site', { origin: 'https://evil.example' }],
  ] as const) {
    add(`header: ${label}`, 'any', (b) => {
      const request = standard(b, hasBody && bodyShaped ? JSON.stringify(baseBody(b)) : undefined);
      return { ...request, headers: { ...request.headers, ...headers } };
    });
  }
  for (const method of ['PATCH', 'PUT', 'DELETE', 'POST'] as const) {
    if (method === endpoint.method) continue;
    add(`method ${method} on this path`, 'any', (b) => ({ ...standard(b), method }));
  }

  // Authorization header oddities: signed-in endpoints must answer 401, public ones may ignore them. A
  // guest's endpoint (issue 34) answers a request with no Authorization as a guest's; any sent must be valid.
  const authExpect: Expect = endpoint.signedIn || endpoint.staff ? 'reject' : 'any';
  for (const [label, value] of [
    ...(endpoint.guestToo ? [] : ([['no Authorization', undefined]] as const)),
    ['Basic credentials', 'Basic YWRtaW46YWRtaW4='],
    ['Bearer without a token', 'Bearer '],
    ['Bearer a.b.c', 'Bearer a.b.c'],
    ['token of 100,000 characters', `Bearer ${HUGE_TEXT}`],
    ['token with a NUL-looking escape', 'Bearer eyJhbGciOiJub25lIn0.e30.%00'],
  ] as const) {
    add(`auth: ${label}`, authExpect, (b) => {
      const request = standard(b, hasBody && bodyShaped ? JSON.stringify(baseBody(b)) : undefined);
      const headers: Record<string, string> = { ...request.headers };
      delete headers.authorization;
      if (value !== undefined) headers.authorization = value;
      return { ...request, headers };
    });
  }
  return cases;
}
