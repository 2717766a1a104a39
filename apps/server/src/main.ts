import { loadConfigOrExit } from './config';
import { startTracing } from './shared/tracing';

const started = Date.now();
const config = loadConfigOrExit();

// Traces only when OTEL_EXPORTER_OTLP_ENDPOINT is set; started before the app's modules load, so it can wrap them.
const tracing = await startTracing();
const { buildApp, startupLap } = await import('./app');
const app = await buildApp(config);
if (tracing) app.addHook('onClose', async () => tracing.shutdown().catch((err: unknown) => app.log.warn({ err }, 'traces not flushed')));
startupLap('app built');
await app.listen({ port: config.port, host: config.host });
startupLap('listening');
app.log.info(
  `Khela is up at ${config.publicUrl} in ${Date.now() - started} ms (database: ${config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`}, live fan-out: ${config.redisUrl ? 'Redis' : 'in-process'})`,
);

/**
 * Graceful stop (issue 41): readiness answers 503 at once and, for SHUTDOWN_DRAIN_MS (5 s in production), the process
 * goes on serving while the load balancer notices; then the listener closes, requests in flight finish (at most
 * SHUTDOWN_TIMEOUT_MS), live sockets are told to reconnect (1012, to another process), the Crash and market leases
 * are given up so another process takes them at once, and the process exits.
 */
const SHUTDOWN_TIMEOUT_MS = 30_000;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: leaving the load balancer, then closing`);
    app.khela.lifecycle.closing = true;
    setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, config.shutdownDrainMs + SHUTDOWN_TIMEOUT_MS).unref();
    setTimeout(() => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    }, config.shutdownDrainMs);
  });
}
