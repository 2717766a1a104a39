import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { BODY_OPTIONAL, ErrorReply } from './route-schema';

/** The three audiences of the API, as OpenAPI tags. */
const API_TAGS = {
  player: 'The player API: the web apps\' calls, with the spec\'s paths and field names (typos included).',
  'provider-wallet': 'The seamless wallet external game providers call (HMAC-signed; their own error shape).',
  staff: 'The operator console\'s API (/api/backoffice/*): staff bearer tokens and a permission per route.',
} as const;
type ApiTag = keyof typeof API_TAGS;

function tagOf(url: string): ApiTag {
  if (url.startsWith('/api/backoffice')) return 'staff';
  if (url.startsWith('/api/provider/')) return 'provider-wallet';
  return 'player';
}

/**
 * The OpenAPI description, generated from the route schemas: JSON at /api/docs/json, a browsable page at /api/docs.
 * Every /api route gets its audience's tag and the error answer; everything outside /api (the edge) is left out.
 * Must be registered before the routes (it collects them as they are added).
 */
export async function registerOpenApi(app: FastifyInstance, opts: { publicUrl?: string }): Promise<void> {
  app.addHook('onRoute', (route) => {
    const url = route.url;
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) {
      route.schema = { ...(route.schema ?? {}), hide: true };
      return;
    }
    const schema = { ...(route.schema ?? {}) } as Record<string, unknown> & { tags?: string[]; response?: Record<string, unknown> };
    schema.tags ??= [tagOf(url)];
    if (schema.response && !('4xx' in schema.response)) schema.response = { ...schema.response, '4xx': ErrorReply };
    route.schema = schema;
  });
  await app.register(fastifySwagger, {
    // A body the client may leave out (optionalBody) is not required.
    transformObject: (doc) => {
      if (!('openapiObject' in doc)) return doc.swaggerObject;
      const { openapiObject } = doc;
      for (const ops of Object.values(openapiObject.paths ?? {})) {
        for (const op of Object.values(ops as Record<string, { requestBody?: { required?: boolean; content?: Record<string, { schema?: object }> } }>)) {
          const schema = op?.requestBody?.content?.['application/json']?.schema as Record<string, unknown> | undefined;
          if (schema?.[BODY_OPTIONAL]) op.requestBody!.required = false;
        }
      }
      return openapiObject;
    },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Khela API',
        version: '1',
        description:
          'Money is a decimal string with two places; times are ISO-8601 (UTC) unless a field says Dhaka time. ' +
          'Errors answer `{message, code, errors?}` with a code from the catalogue in ARCHITECTURE.md.',
      },
      ...(opts.publicUrl ? { servers: [{ url: opts.publicUrl }] } : {}),
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { docExpansion: 'list', deepLinking: true } });
}
