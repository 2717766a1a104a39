import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * Route schemas compiled at their first use instead of before the server listens (issue 15: compiling the
 * validators and serializers of some 300 routes took about 0.35 s of a start, with Ajv and fast-json-stringify the
 * largest part of a CPU profile after the embedded database). Fastify's own compilers do the work, with the same
 * options and shared schemas; only when changes: each route's functions are made the first time a request needs
 * them, and `warm()` (called once the server listens) makes the rest in small batches between requests, so a bad
 * schema still shows within a second of a start, in the log, and the fuzz and docs tests still reach every one.
 *
 * A custom compiler makes Fastify skip its lower-casing of header schemas; ours do it for the top-level names (all
 * our header schemas are flat).
 */
type Data = unknown;
interface RouteDefinition {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
  [key: string]: unknown;
}
type Validate = ((data: Data) => unknown) & { errors?: unknown };
type Serialize = (data: Data) => string;
type BuildValidator = (externalSchemas: unknown, options: unknown) => (route: RouteDefinition) => Validate;
type BuildSerializer = (externalSchemas: unknown, options: unknown) => (route: RouteDefinition) => Serialize;

function lowerCaseHeaders(schema: unknown): unknown {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const s = schema as { properties?: Record<string, unknown>; required?: unknown };
  const out: Record<string, unknown> = { ...s };
  if (s.properties && typeof s.properties === 'object') {
    out.properties = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k.toLowerCase(), v]));
  }
  if (Array.isArray(s.required)) out.required = s.required.map((r) => (typeof r === 'string' ? r.toLowerCase() : r));
  return out;
}

export interface LazyCompilers {
  /** Fastify's `schemaController` option. */
  schemaController: NonNullable<FastifyServerOptions['schemaController']>;
  /**
   * Compiles every route schema not compiled yet, a few per turn of the event loop; resolves when all are done.
   * A schema that does not compile is reported to `onError` (its route answers 500 when called).
   */
  warm(onError: (err: unknown) => void): Promise<void>;
}

export function lazyCompilers(): LazyCompilers {
  const validators = (AjvCompiler as unknown as () => BuildValidator)();
  const serializers = (SerializerSelector as unknown as () => BuildSerializer)();
  const pending: (() => unknown)[] = [];

  const buildValidator: BuildValidator = (external, options) => {
    const compile = validators(external, options);
    return (route) => {
      const def = route.httpPart === 'headers' ? { ...route, schema: lowerCaseHeaders(route.schema) } : route;
      let fn: Validate | undefined;
      const made = () => (fn ??= compile(def));
      const lazy: Validate = (data) => {
        const f = made();
        const ok = f(data);
        lazy.errors = f.errors;
        return ok;
      };
      pending.push(made);
      return lazy;
    };
  };

  const buildSerializer: BuildSerializer = (external, options) => {
    const compile = serializers(external, options);
    return (route) => {
      let fn: Serialize | undefined;
      const made = () => (fn ??= compile(route));
      pending.push(made);
      return (data) => made()(data);
    };
  };

  return {
    schemaController: { compilersFactory: { buildValidator, buildSerializer } } as unknown as LazyCompilers['schemaController'],
    async warm(onError) {
      while (pending.length > 0) {
        for (const made of pending.splice(0, 8)) {
          try {
            made();
          } catch (err) {
            onError(err);
          }
        }
        await new Promise((r) => setImmediate(r));
      }
    },
  };
}
