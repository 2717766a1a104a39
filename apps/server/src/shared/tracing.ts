/**
 * Traces (issue 41): OpenTelemetry when OTEL_EXPORTER_OTLP_ENDPOINT is set, nothing at all otherwise (not one of its
 * modules is loaded). `main.ts` calls this before it imports the app, so the instrumentations wrap the modules the app
 * then loads: HTTP (every request in and out), Fastify (the route and its hooks, through its diagnostics channel), pg
 * (each query, with the pool) and ioredis (each command).
 *
 * Everything else is the SDK's standard configuration by environment: OTEL_SERVICE_NAME (default `khela-server`),
 * OTEL_EXPORTER_OTLP_PROTOCOL (default http/protobuf), OTEL_EXPORTER_OTLP_HEADERS, OTEL_TRACES_SAMPLER and
 * OTEL_TRACES_SAMPLER_ARG (e.g. `parentbased_traceidratio` and `0.1`), OTEL_RESOURCE_ATTRIBUTES.
 *
 * In the bundle (`dist/main.js`) pg and ioredis are compiled into the one file, so no module load is left to wrap:
 * HTTP and Fastify spans are recorded, database and Redis spans only when the server runs from its sources
 * (`tsx src/main.ts`).
 */
export interface Tracing {
  /** Sends what is buffered and stops (on close). */
  shutdown(): Promise<void>;
}

export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<Tracing | null> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  // The app is ES modules: the loader hook lets the instrumentations wrap what `import` loads after this point.
  const { register } = await import('node:module');
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, { HttpInstrumentation }, { FastifyOtelInstrumentation }, { PgInstrumentation }, { IORedisInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@fastify/otel'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
  ]);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || 'khela-server',
    instrumentations: [
      new HttpInstrumentation({
        // The load balancer's and the orchestrator's checks, and the scraper, would be most of the traces.
        ignoreIncomingRequestHook: (req) => /^\/(api\/health|api\/ready|metrics)(\?|$)/.test(req.url ?? ''),
      }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      new PgInstrumentation(),
      new IORedisInstrumentation(),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
