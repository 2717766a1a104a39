// `pnpm build` runs this (dist/make-template.js): it migrates an empty embedded database once and keeps it as the
// template the first start unpacks (./template.ts), so a newcomer's first `pnpm start` skips initdb and the migrations.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from './database';
import { migrate } from './migrate';
import { templateFile } from './template';

// Only the paths matter here (the template directory and the migrations), whatever the build machine's settings.
const config = loadConfig({ PGLITE_TEMPLATE_DIR: process.env.PGLITE_TEMPLATE_DIR, NODE_ENV: 'development' });
if (config.pgliteTemplateDir) {
  const dataDir = mkdtempSync(join(tmpdir(), 'khela-template-'));
  const template = { dir: config.pgliteTemplateDir, migrationsDir: config.migrationsDir };
  try {
    const database = await openDatabase({ dataDir, template });
    await migrate(database, config.migrationsDir);
    await database.keepTemplate();
    await database.close();
    console.log(`embedded database template: ${templateFile(template.dir, template.migrationsDir)}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
