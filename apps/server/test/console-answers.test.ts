import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExchangeSettings } from '../src/exchange/exchange.staff.schemas';
import { Settings } from '../src/staff/staff.schemas';
import { consoleAnswerProblems, differences } from './console-answers';
import { startTestApp, type TestApp } from './helpers';
import { ADMIN_PASSWORD, staffCall, staffLogin } from './payments-fixtures';

describe('the console answers guard', () => {
  it('names the fields a serialized answer lost or changed', () => {
    expect(differences({ a: 1, b: { c: [1, { d: 'x', e: null }] } }, { a: 1, b: { c: [1, { d: 'x', e: null }] } }, '')).toEqual([]);
    expect(differences({ a: 1, b: { c: [1, { d: 'x', e: null }] } }, { a: 1, b: { c: [1, { d: 'x' }] } }, '')).toEqual(['b.c[1].e']);
    expect(differences({ id: '12' }, { id: 12 }, '')).toEqual(['id']);
    expect(differences([{ a: 1 }], [], '')).toEqual(['(root)']);
  });
});

/** Answers the service builds from whole rows (no wire type ties them): their keys are exactly the schema's. */
describe('console answers built from whole rows', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp({ adminPassword: ADMIN_PASSWORD });
    admin = await staffLogin(t.app);
  });
  afterAll(() => t?.close());

  it('the site and money settings', async () => {
    const read = await staffCall(t.app, admin, 'GET', '/api/backoffice/settings');
    expect(read.statusCode, read.body).toBe(200);
    const settings = read.json() as Record<string, unknown>;
    expect(Object.keys(settings).sort()).toEqual(Object.keys(Settings.properties).sort());
    const write = await staffCall(t.app, admin, 'PUT', '/api/backoffice/settings', { site_title: settings.site_title, turnover_release_threshold: settings.turnover_release_threshold });
    expect(write.statusCode, write.body).toBe(200);
    expect(Object.keys(write.json() as object).sort()).toEqual(Object.keys(Settings.properties).sort());
    expect(consoleAnswerProblems).toEqual([]);
  });

  it('the exchange settings', async () => {
    const read = await staffCall(t.app, admin, 'GET', '/api/backoffice/exchange/settings');
    expect(read.statusCode, read.body).toBe(200);
    const settings = read.json() as Record<string, unknown>;
    expect(Object.keys(settings).sort()).toEqual(Object.keys(ExchangeSettings.properties).sort());
    const write = await staffCall(t.app, admin, 'PATCH', '/api/backoffice/exchange/settings', { commission_bps: settings.commission_bps, simulator: settings.simulator });
    expect(write.statusCode, write.body).toBe(200);
    expect(write.json()).toEqual(settings);
    expect(consoleAnswerProblems).toEqual([]);
  });
});
