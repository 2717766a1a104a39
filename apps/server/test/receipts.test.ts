import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@khela/domain';
import { bearer, type NewPlayer, type TestApp } from './helpers';
import { deposit, staffCall, staffLogin, startPaymentsApp, verifiedPlayer } from './payments-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startPaymentsApp();
});
afterAll(() => t?.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('png body')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg body')]);

function multipart(files: { field?: string; name: string; type: string; data: Buffer }[]) {
  const boundary = `----khela${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'receipt'}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function pendingDeposit(p: NewPlayer): Promise<number> {
  const r = await deposit(t.app, p, { amount: '1000' });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.id as number;
}

const upload = (p: NewPlayer, id: number, files: Parameters<typeof multipart>[0]) => {
  const m = multipart(files);
  return t.app.inject({ method: 'POST', url: `/api/deposits/${id}/receipts`, payload: m.payload, headers: { ...m.headers, ...bearer(p.token) } });
};

describe('deposit receipts', () => {
  it('the player attaches images to their pending deposit and finance staff see them', async () => {
    const p = await verifiedPlayer(t.app);
    const id = await pendingDeposit(p);
    const r = await upload(p, id, [
      { name: 'slip.png', type: 'image/png', data: PNG },
      { name: 'slip.jpg', type: 'image/jpeg', data: JPEG },
    ]);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ message: MESSAGES.receiptSaved, receipts: 2 });

    const staff = await staffLogin(t.app);
    const list = await staffCall(t.app, staff, 'GET', `/api/backoffice/deposits/${id}/receipts`);
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as { id: number; content_type: string }[];
    expect(rows.map((x) => x.content_type)).toEqual(['image/png', 'image/jpeg']);
    const img = await staffCall(t.app, staff, 'GET', `/api/backoffice/receipts/${rows[0]!.id}`);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cache-control']).toContain('no-store');
    expect(img.rawPayload.equals(PNG)).toBe(true);
    // never public
    expect((await t.app.inject({ method: 'GET', url: `/api/backoffice/receipts/${rows[0]!.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/backoffice/receipts/${rows[0]!.id}`, headers: bearer(p.token) })).statusCode).toBe(401);
  });

  it('refuses what is not an image by its bytes, more than 3 images, other players’ deposits, and decided deposits', async () => {
    const p = await verifiedPlayer(t.app);
    const id = await pendingDeposit(p);
    const fake = await upload(p, id, [{ name: 'x.png', type: 'image/png', data: Buffer.from('<svg onload=alert(1)>') }]);
    expect(fake.statusCode).toBe(422);
    expect(fake.json().message).toBe(MESSAGES.receiptType);
    const four = await upload(p, id, [1, 2, 3, 4].map((n) => ({ name: `${n}.png`, type: 'image/png', data: Buffer.concat([PNG, Buffer.from([n])]) })));
    expect(four.statusCode).toBe(422);
    expect(four.json().message).toBe(MESSAGES.receiptLimit);

    const other = await verifiedPlayer(t.app);
    expect((await upload(other, id, [{ name: 'a.png', type: 'image/png', data: PNG }])).statusCode).toBe(404);

    const staff = await staffLogin(t.app);
    expect((await staffCall(t.app, staff, 'POST', `/api/backoffice/deposits/${id}/reject`, { reason: 'No money arrived' })).statusCode).toBe(200);
    const late = await upload(p, id, [{ name: 'a.png', type: 'image/png', data: PNG }]);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(MESSAGES.receiptClosed);
  });

  it('refuses an image over 5 MB and a request without files', async () => {
    const p = await verifiedPlayer(t.app);
    const id = await pendingDeposit(p);
    const big = await upload(p, id, [{ name: 'big.png', type: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]) }]);
    expect(big.statusCode).toBe(422);
    expect(big.json().message).toBe(MESSAGES.receiptTooLarge);
    const none = await t.app.inject({ method: 'POST', url: `/api/deposits/${id}/receipts`, headers: bearer(p.token), payload: {} });
    expect(none.statusCode).toBe(422);
  });
});
