import type { FastifyInstance } from 'fastify';
import { IdParams, Type, typed } from '../shared/route-schema';
import type { Permission } from './roles';
import type { ConfigService, Resource } from './config-engine';
import { readPathId, type StaffAccess } from './console';

const Row = Type.Record(Type.String(), Type.Unknown(), { description: 'a row: its fields as the resource declares them' });
const Body = Type.Record(Type.String(), Type.Unknown(), {
  description: 'fields of the resource; unknown fields, wrong types and bad values are refused per field',
});

/**
 * `/api/backoffice/{name}` for each of a domain's configuration resources: list, create, update, delete, every change
 * audited (ConfigService). `list` replaces the plain listing where a domain adds figures of its own.
 */
export function registerConfigRoutes(
  app: FastifyInstance,
  { can, staff }: StaffAccess,
  config: ConfigService,
  resources: Record<string, Resource>,
  opts: { permission: Permission; list?: Partial<Record<string, () => Promise<Record<string, unknown>[]>>> },
): void {
  const r = typed(app);
  const P = '/api/backoffice';
  for (const [name, resource] of Object.entries(resources)) {
    const list = opts.list?.[name] ?? (() => config.list(resource));
    r.get(`${P}/${name}`, { ...can(opts.permission), schema: { summary: `${name}: every row`, response: { 200: Type.Array(Row) } } }, async () => list());
    r.post(`${P}/${name}`, { ...can(opts.permission), schema: { summary: `${name}: create`, body: Body, response: { 200: Row } } }, async (req) =>
      config.createRow(staff(req), resource, req.body),
    );
    r.patch(
      `${P}/${name}/:id`,
      { ...can(opts.permission), schema: { summary: `${name}: change`, params: IdParams, body: Body, response: { 200: Row } } },
      async (req) => config.updateRow(staff(req), resource, readPathId(req.params.id), req.body),
    );
    r.delete(
      `${P}/${name}/:id`,
      {
        ...can(opts.permission),
        schema: { summary: `${name}: delete`, params: IdParams, response: { 200: Type.Object({ deleted: Type.Boolean(), id: Type.Union([Type.Integer(), Type.String()]) }) } },
      },
      async (req) => config.deleteRow(staff(req), resource, readPathId(req.params.id)),
    );
  }
}
