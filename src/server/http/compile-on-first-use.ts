import ValidatorSelector from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Compilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type Validate = ((data: unknown) => unknown) & { errors?: unknown };

/**
 * Fastify's own compilers (Ajv for requests, fast-json-stringify for answers), each route's function compiled
 * when the route first validates or answers rather than when the app starts. For the tests: every test file
 * builds the whole app, and compiling the ~300 routes' schemas cost ~1.4 s of CPU a file for the few routes
 * the file calls. The server keeps Fastify's default, so a schema that does not compile stops it at start-up.
 */
export function compileOnFirstUse(): Compilers {
  const validators = ValidatorSelector();
  const serializers = SerializerSelector();
  return {
    buildValidator: (externalSchemas: unknown, options: unknown) => {
      const compile = (validators as (...args: unknown[]) => (route: unknown) => Validate)(externalSchemas, options);
      return (route: unknown) => {
        let validate: Validate | undefined;
        const onFirstUse: Validate = (data) => {
          validate ??= compile(route);
          const result = validate(data);
          onFirstUse.errors = validate.errors;
          return result;
        };
        return onFirstUse;
      };
    },
    buildSerializer: (externalSchemas: unknown, options: unknown) => {
      const compile = (serializers as (...args: unknown[]) => (route: unknown) => (data: unknown) => string)(
        externalSchemas,
        options,
      );
      return (route: unknown) => {
        let serialize: ((data: unknown) => string) | undefined;
        return (data: unknown) => (serialize ??= compile(route))(data);
      };
    },
  } as Compilers;
}
