import type { SchemaNode } from './endpoints';
import type { HostileValue } from './hostile-values';

/** 'reject': must answer 4xx. 'any': any answer below 500 is right (the value may be acceptable there). */
export type Expect = 'reject' | 'any';

export function schemaType(schema: SchemaNode | undefined): string | undefined {
  if (!schema) return undefined;
  if (Array.isArray(schema.type)) return schema.type[0];
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.anyOf?.every((option) => option.enum || option.const !== undefined)) return 'enum';
  return undefined;
}

const enumValues = (schema: SchemaNode) =>
  schema.enum ??
  schema.anyOf?.flatMap((option) => option.enum ?? (option.const === undefined ? [] : [option.const])) ??
  [];

/** What ajv's type coercion turns a string into for a number field, or undefined when it cannot. */
function numberFromText(text: string): number | undefined {
  // The same test ajv's generated code applies: non-empty and loosely equal to its numeric value.
  return text !== '' && (text as unknown as number) == +text ? +text : undefined;
}

function numberVerdict(schema: SchemaNode, number: number | undefined): Expect {
  if (number === undefined || !Number.isFinite(number)) return 'reject';
  if (schemaType(schema) === 'integer' && !Number.isInteger(number)) return 'reject';
  if (schema.minimum !== undefined && number < schema.minimum) return 'reject';
  if (schema.maximum !== undefined && number > schema.maximum) return 'reject';
  return 'any';
}

function textVerdict(schema: SchemaNode, text: string): Expect {
  if (text.includes('\u0000')) return 'reject';
  // ajv counts code points, as [...text] does.
  if (schema.maxLength !== undefined && [...text].length > schema.maxLength) return 'reject';
  return 'any';
}

/**
 * Whether no field of this schema can accept the value, knowing the app coerces types (ajv
 * coerceTypes 'array': "42" -> 42, 42 -> "42", null -> "" or 0, ["x"] -> "x") and refuses
 * non-finite numbers and NUL characters everywhere. Field-specific rules (a product id must be
 * digits) are the endpoint's `invalid` list; here only what follows from the type.
 */
export function expectedForValue(schema: SchemaNode | undefined, hostile: HostileValue): Expect {
  const type = schemaType(schema);
  if (!schema || type === undefined) {
    return hostile.nonFinite || hostile.neverValidText ? 'reject' : 'any';
  }
  const scalarItem = hostile.kind === 'array' && hostile.items === 1 && hostile.raw === undefined;
  if (hostile.kind === 'object' || (hostile.kind === 'array' && !scalarItem))
    return type === 'object' && hostile.kind === 'object' ? 'any' : 'reject';
  if (type === 'object') return 'reject';
  const value = scalarItem ? (hostile.value as unknown[])[0] : hostile.value;
  // ajv turns a number given for a text field into its text: 1e309 becomes "Infinity".
  if (type === 'string' && hostile.nonFinite) return 'any';
  if (hostile.nonFinite) return 'reject';
  if (type === 'string' || type === 'enum') {
    if (typeof value === 'string')
      return hostile.neverValidText
        ? 'reject'
        : type === 'enum' && !enumValues(schema).includes(value)
          ? 'reject'
          : textVerdict(schema, value);
    return type === 'enum' ? 'reject' : 'any';
  }
  if (type === 'integer' || type === 'number') {
    if (typeof value === 'number') return numberVerdict(schema, value);
    if (typeof value === 'string') return numberVerdict(schema, numberFromText(value));
    if (hostile.raw !== undefined) return numberVerdict(schema, Number(JSON.parse(hostile.raw)));
    return 'any';
  }
  if (type === 'boolean') {
    if (typeof value === 'string') return value === 'true' || value === 'false' ? 'any' : 'reject';
    if (typeof value === 'number') return value === 0 || value === 1 ? 'any' : 'reject';
    return 'any';
  }
  return 'any';
}

/** The same judgement for a query-string or path value (URL-encoded text). */
export function expectedForQuery(schema: SchemaNode | undefined, encoded: string): Expect {
  let text: string;
  try {
    text = decodeURIComponent(encoded);
  } catch {
    return 'any';
  }
  const type = schemaType(schema);
  if (!schema || type === undefined) return text.includes('\u0000') ? 'reject' : 'any';
  if (type === 'integer' || type === 'number') return numberVerdict(schema, numberFromText(text));
  if (type === 'boolean') return text === 'true' || text === 'false' ? 'any' : 'reject';
  if (type === 'enum') return enumValues(schema).includes(text) ? 'any' : 'reject';
  return textVerdict(schema, text);
}
