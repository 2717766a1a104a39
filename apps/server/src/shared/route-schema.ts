import type { FastifyInstance } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { Type, type Static, type TProperties, type TSchema } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MESSAGES } from '@khela/domain';
import { AppError } from './errors';

/**
 * Route schemas (TypeBox through @fastify/type-provider-typebox). Every route declares its request (`body`,
 * `querystring`, `params`) and its answers (`response`): the route hands the service the typed input, answers are
 * serialized by their schema (fields not in it are not sent), and /api/docs is generated from them.
 *
 * The rules of the request shape:
 * - a body is a JSON object with only the fields its schema names (another field: 400, `errors.{field}` =
 *   "This field is not accepted."), each of its type (else "This value has the wrong type."); nothing is coerced
 *   or stripped; `null` counts as absent (`body()` removes null fields before the route sees them);
 * - `textOrNumber()` fields take a string or a number and reach the route as a string (the spec's clients send
 *   amounts and ids either way);
 * - a query names the keys it reads, each one short string; other keys are ignored, a repeated key is a 400.
 * The rules of the values (lengths, formats, the spec's messages) stay in the services, with packages/domain's yup
 * schemas: a schema refusal is always a plain 400, a rule's refusal a 422 with the spec's message.
 */
export { Type, type Static, type TSchema };

const NULLS_ABSENT = 'x-nulls-absent';
/** Marks a body the client may leave out (no body, or `null`): the route then receives `{}`. */
export const BODY_OPTIONAL = 'x-body-optional';
const AS_TEXT = 'x-as-text';

/** A field that accepts a string or a finite number; the route receives it as a string. */
export function textOrNumber(opts: { description?: string } = {}) {
  return Type.Unsafe<string>({ anyOf: [{ type: 'string' }, { type: 'number' }], [AS_TEXT]: true, ...opts });
}

type Optionals<P extends TProperties> = { [K in keyof P]: ReturnType<typeof Type.Optional<P[K]>> };

/**
 * A JSON request body: an object with only these fields, each optional (the service says what is required, with
 * the spec's message) and `null` meaning absent.
 */
export function body<P extends TProperties>(props: P, opts: { description?: string } = {}) {
  const optional = Object.fromEntries(
    Object.entries(props).map(([k, s]) => [k, Type.Optional(Type.Unsafe<Static<typeof s>>({ anyOf: [s, { type: 'null' }] }))]),
  ) as unknown as Optionals<P>;
  return Type.Object(optional, { additionalProperties: false, [NULLS_ABSENT]: true, ...opts });
}

/** A body the client may leave out altogether: no body (or `null`) reaches the route as `{}`. */
export function optionalBody<P extends TProperties>(props: P, opts: { description?: string } = {}) {
  const schema = body(props, opts);
  return Object.assign(schema, { [BODY_OPTIONAL]: true }) as typeof schema;
}

/** A query string: these keys (each an optional string of at most 200 characters); other keys are ignored. */
export function query<K extends string>(keys: readonly K[], descriptions: Partial<Record<K, string>> = {}) {
  const props = Object.fromEntries(
    keys.map((k) => [k, Type.Optional(Type.String({ maxLength: 200, ...(descriptions[k] ? { description: descriptions[k] } : {}) }))]),
  ) as { [P in K]: ReturnType<typeof Type.Optional<ReturnType<typeof Type.String>>> };
  return Type.Object(props, { additionalProperties: true });
}

/** `:id` in a path: a string the service reads (an id that cannot exist is a 404 there, not a schema refusal). */
export const IdParams = Type.Object({ id: Type.String({ maxLength: 40 }) });

/** A value or null. */
export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/** Money on the wire: a decimal string with two places ("1250.00"). */
export const Money = Type.String({ pattern: '^-?[0-9]+\\.[0-9]{2}$', description: 'taka (or INR/PKR) with two decimal places' });

/** A product that takes a stake, as turnover counts it (TURNOVER_PRODUCTS in @khela/domain). */
export const TurnoverProductSchema = Type.Union([Type.Literal('casino'), Type.Literal('exchange'), Type.Literal('bookmaker'), Type.Literal('fancy')]);

/** The answer most changes give: a message the player reads. */
export const MessageReply = Type.Object({ message: Type.String() });

/** The error answer every route may give (see the error catalogue in shared/errors.ts). */
export const ErrorReply = Type.Object(
  {
    message: Type.String(),
    code: Type.String(),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  },
  { additionalProperties: true, description: 'an error: `code` from the catalogue, `message` for the player' },
);

/** Fastify's validation errors → a 400 naming the unknown and mistyped fields. */
function refusal(errors: FastifySchemaValidationError[], dataVar: string): Error {
  if (dataVar !== 'body') return AppError.badRequest();
  const byField: Record<string, string[]> = {};
  for (const e of errors) {
    if (e.keyword === 'additionalProperties' && e.instancePath === '') {
      const name = String((e.params as { additionalProperty?: unknown }).additionalProperty);
      byField[name] = [MESSAGES.unknownField];
      continue;
    }
    const field = e.instancePath.split('/')[1];
    if (field === undefined || field === '') return AppError.badRequest();
    byField[decodePointer(field)] ??= [MESSAGES.wrongType];
  }
  return Object.keys(byField).length > 0 ? new AppError('bad_request', MESSAGES.badRequest, byField) : AppError.badRequest();
}

function decodePointer(s: string): string {
  return s.replace(/~1/g, '/').replace(/~0/g, '~');
}

interface MarkedSchema {
  [NULLS_ABSENT]?: boolean;
  properties?: Record<string, { [AS_TEXT]?: boolean; anyOf?: { [AS_TEXT]?: boolean }[] }>;
}

/**
 * Installs the schema rules on the root instance: refusals as above; before validation, a left-out optional body
 * becomes `{}`; after validation (before the route), null fields removed and `textOrNumber` numbers turned to strings.
 */
export function installSchemas(app: FastifyInstance): void {
  app.setSchemaErrorFormatter(refusal);
  app.addHook('preValidation', async (req) => {
    const schema = req.routeOptions.schema?.body as { [BODY_OPTIONAL]?: boolean } | undefined;
    if (schema?.[BODY_OPTIONAL] && (req.body === undefined || req.body === null)) req.body = {};
  });
  app.addHook('preHandler', async (req) => {
    const schema = req.routeOptions.schema?.body as MarkedSchema | undefined;
    if (!schema?.[NULLS_ABSENT] || req.body === null || typeof req.body !== 'object') return;
    const b = req.body as Record<string, unknown>;
    for (const [k, v] of Object.entries(b)) {
      if (v === null) {
        delete b[k];
        continue;
      }
      const prop = schema.properties?.[k];
      const asText = prop?.[AS_TEXT] || prop?.anyOf?.some((s) => s[AS_TEXT]);
      if (asText && typeof v === 'number') b[k] = String(v);
    }
  });
}

/** Ajv as the route schemas want it: refuse, never coerce or strip; report every problem of a body at once. */
export const AJV_OPTIONS: { customOptions: Record<string, unknown> } = {
  customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: false, allErrors: true, keywords: [NULLS_ABSENT, AS_TEXT, BODY_OPTIONAL] },
};


/** The instance with TypeBox type inference: route modules register through `typed(app)`. */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<TypeBoxTypeProvider>();
}

/**
 * Ties an answer's schema to its wire type in packages/domain (what the apps read): `wire<Slider>()(Type.Object(…))`
 * fails the typecheck unless the schema's type and the wire type are the same, so the two cannot drift.
 */
export function wire<W>() {
  return <S extends TSchema>(schema: S & ([Static<S>] extends [W] ? ([W] extends [Static<S>] ? unknown : never) : never)): S => schema;
}

/**
 * What a service method answers (its awaited return type), for tying a console answer's schema to the method that
 * builds it where packages/domain has no wire type: `wire<Answer<RewardsService['tree']>>()(Type.Object(…))`.
 */
export type Answer<F> = F extends (...args: never[]) => infer R ? Awaited<R> : never;
