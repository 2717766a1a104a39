import { describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS, STAFF_ROLE_LIST, staffCan, type StaffPermission } from './staff';

const ALL = Object.keys(STAFF_PERMISSIONS) as StaffPermission[];
const of = (role: string) => ALL.filter((p) => staffCan(role, p)).sort();

describe('staff permissions', () => {
  it('names only known roles', () => {
    for (const p of ALL) for (const r of STAFF_PERMISSIONS[p]) expect(STAFF_ROLE_LIST, `${p}: ${r}`).toContain(r);
  });

  it('admin may do everything', () => {
    expect(of('admin')).toEqual([...ALL].sort());
  });

  /** What support does besides reading: talk to players (issue 12: messages and the support desk). */
  const CONTACT: StaffPermission[] = ['messages.send', 'support.chat'];

  it('support reads everything a role may read and talks to players, and changes nothing else', () => {
    const reads = ALL.filter((p) => p.endsWith('.read'));
    expect(of('support')).toEqual([...reads, ...CONTACT].sort());
  });

  it('finance reads and handles money, never the configuration, the catalogue, the staff or the players’ conversations', () => {
    const money: StaffPermission[] = ['deposits.manage', 'withdrawals.manage', 'turnovers.waive', 'players.adjust', 'rounds.refund', 'rewards.run'];
    const reads = ALL.filter((p) => p.endsWith('.read'));
    expect(of('finance')).toEqual([...reads, ...money].sort());
  });

  it('refuses no role, an unknown role and a role spelt differently', () => {
    for (const role of [null, undefined, '', 'root', 'Admin', ' admin']) {
      for (const p of ALL) expect(staffCan(role, p), `${String(role)} ${p}`).toBe(false);
    }
  });
});
