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

  it('support reads, and only reads, everything a role may read', () => {
    const reads = ALL.filter((p) => p.endsWith('.read')).sort();
    expect(of('support')).toEqual(reads);
  });

  it('finance reads and handles money, never the configuration, the catalogue or the staff', () => {
    const money: StaffPermission[] = ['deposits.manage', 'withdrawals.manage', 'turnovers.waive', 'players.adjust', 'rounds.refund', 'rewards.run'];
    expect(of('finance')).toEqual([...of('support'), ...money].sort());
  });

  it('refuses no role, an unknown role and a role spelt differently', () => {
    for (const role of [null, undefined, '', 'root', 'Admin', ' admin']) {
      for (const p of ALL) expect(staffCan(role, p), `${String(role)} ${p}`).toBe(false);
    }
  });
});
