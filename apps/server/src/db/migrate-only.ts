// The migrations alone, for a deploy that runs them before the rollout (the Helm chart's pre-install/pre-upgrade Job,
// deploy/README.md): `node apps/server/dist/migrate.js` with DATABASE_URL set applies what is missing under the same
// advisory lock the server's start takes, then exits (0: the schema is current). The server still migrates on start,
// so a process started without the Job finds nothing left to do or does it itself. Bundled by deploy/build-migrate.mjs.
import { loadConfigOrExit } from '../config';
import { openDatabase } from './database';
import { migrate } from './migrate';

const config = loadConfigOrExit();
if (!config.databaseUrl) {
  console.error('migrate: DATABASE_URL is not set (the embedded database migrates when the server starts)');
  process.exit(2);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1, prepared: config.dbPrepared });
try {
  const applied = await migrate(database, config.migrationsDir);
  console.log(applied.length ? `migrations applied: ${applied.join(', ')}` : 'migrations: the schema is current');
} finally {
  await database.close();
}
