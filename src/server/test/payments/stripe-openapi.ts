import Ajv2020 from 'ajv/dist/2020';
import subset from './fixtures/stripe-openapi-subset.json';

/**
 * Checks a JSON value against one of the schemas in fixtures/stripe-openapi-subset.json (Stripe's published
 * OpenAPI description, pruned: see fixtures/README.md), so the Stripe stand-in's answers keep Stripe's shape.
 */

export type StripeSchemaName = 'payment_intent' | 'refund' | 'event' | 'error';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const OPENAPI_REF = '#/components/schemas/';
const ROOT_ID = 'stripe-openapi-subset';

/**
 * OpenAPI 3.0's dialect into JSON Schema 2020-12: `nullable: true` becomes null in the type (and the enum,
 * and as a branch of an anyOf), refs point into $defs, and the vendor extensions (x-…) are dropped.
 */
export function toJsonSchema(node: Json): Json {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('x-') || key === 'nullable') continue;
    if (key === '$ref' && typeof value === 'string') {
      out.$ref = value.startsWith(OPENAPI_REF) ? `#/$defs/${value.slice(OPENAPI_REF.length)}` : value;
      continue;
    }
    out[key] = toJsonSchema(value);
  }
  if (node.nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
    if (Array.isArray(out.anyOf)) out.anyOf = [...out.anyOf, { type: 'null' }];
  }
  return out;
}

function compile(): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  // Stripe's own formats: seconds since the epoch, and a currency code as it travels (lower case).
  ajv.addFormat('unix-time', { type: 'number', validate: (value: number) => Number.isInteger(value) && value >= 0 });
  ajv.addFormat('currency', /^[a-z]{3}$/);
  const schemas = toJsonSchema(subset.components.schemas as unknown as Json);
  ajv.addSchema({ $id: ROOT_ID, $defs: schemas } as object);
  return ajv;
}

let ajv: Ajv2020 | undefined;

/** The ways `value` differs from Stripe's schema `name`, one line each: none when it fits. */
export function stripeSchemaErrors(name: StripeSchemaName, value: unknown): string[] {
  ajv ??= compile();
  const validate = ajv.getSchema(`${ROOT_ID}#/$defs/${name}`);
  if (!validate) throw new Error(`no schema ${name} in the Stripe OpenAPI subset`);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`);
}
