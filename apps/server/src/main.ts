import { buildApp, startupLap } from './app';
import { ConfigError, loadConfig } from './config';

const started = Date.now();
let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`configuration error: ${err.message}`);
    process.exit(2);
  }
  throw err;
}

const app = await buildApp(config);
startupLap('app built');
await app.listen({ port: config.port, host: config.host });
startupLap('listening');
app.log.info(
  `Khela is up at ${config.publicUrl} in ${Date.now() - started} ms (database: ${config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`}, live fan-out: ${config.redisUrl ? 'Redis' : 'in-process'})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
