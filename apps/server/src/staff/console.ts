import type { FastifyRequest } from 'fastify';
import { MESSAGES, type Page } from '@khela/domain';
import { AppError } from '../shared/errors';
import { allowed, type Permission } from './roles';
import type { StaffAuth, StaffAuthService } from './staff-auth.service';

/**
 * What every domain's console routes (`<domain>.staff.routes.ts`) share: staff access per route, paging, path ids
 * and the reason an operator gives for a decision.
 */
export type Query = Record<string, string | undefined>;

export const PAGE_KEYS = ['page', 'per_page'] as const;

/** ?page=&per_page= → limit and offset (`per` a page by default, at most 200). */
export function paging(q: Query, per = 50): { page: number; perPage: number; limit: number; offset: number } {
  const page = q.page && /^\d{1,5}$/.test(q.page) ? Math.max(1, Number(q.page)) : 1;
  const perPage = q.per_page && /^\d{1,3}$/.test(q.per_page) ? Math.min(200, Math.max(1, Number(q.per_page))) : per;
  return { page, perPage, limit: perPage, offset: (page - 1) * perPage };
}

export function pageOf<T>(data: T[], total: number, p: { page: number; perPage: number }): Page<T> {
  return { data, page: p.page, per_page: p.perPage, total };
}

/** An id in a path: anything that cannot be one is not found. */
export function readPathId(raw: string): bigint {
  if (!/^\d{1,18}$/.test(raw) || /^0+$/.test(raw)) throw AppError.notFound();
  return BigInt(raw);
}

/** The reason an operator gives for a decision: 3–500 characters. */
export function readReason(v: unknown): string {
  const s = typeof v === 'string' ? v.trim() : '';
  if (s.length < 3 || s.length > 500) throw AppError.validation({ reason: [MESSAGES.reasonRequired] }, MESSAGES.reasonRequired);
  return s;
}

/** A filter value from a fixed list ('' and 'all' mean no filter); anything else is a 400. */
export function oneOf<T extends string>(v: string | undefined, values: readonly T[]): T | undefined {
  if (v === undefined || v === '' || v === 'all') return undefined;
  if (!(values as readonly string[]).includes(v)) throw AppError.badRequest();
  return v as T;
}

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * Staff access for routes: `can(permission)` as route options (a live staff session whose role has `permission`:
 * 401 without a session, 403 without the right; checked before the request's shape), then `staff(req)` for who.
 */
export function staffAccess(staffAuth: StaffAuthService) {
  const who = new WeakMap<FastifyRequest, StaffAuth>();
  const staff = (req: FastifyRequest): StaffAuth => {
    const s = who.get(req);
    if (!s) throw AppError.unauthorized();
    return s;
  };
  const can = (permission: Permission | null) => ({
    preValidation: async (req: FastifyRequest) => {
      const h = req.headers.authorization;
      const m = typeof h === 'string' ? /^Bearer\s+(\S+)$/i.exec(h) : null;
      const s = m ? await staffAuth.authenticate(m[1]!, req.ip) : null;
      if (!s) throw AppError.unauthorized();
      if (permission && !allowed(s.role, permission)) throw AppError.forbidden();
      who.set(req, s);
    },
  });
  return { can, staff };
}
export type StaffAccess = ReturnType<typeof staffAccess>;
