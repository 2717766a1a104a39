import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { MESSAGES } from '@khela/domain';
import type { AuthService } from '../auth/auth.service';
import { staffAccess } from '../backoffice/backoffice.routes';
import type { StaffAuthService } from '../backoffice/staff-auth.service';
import { AppError } from '../shared/errors';
import { me, requireAuth } from '../shared/http';
import { RECEIPT_MAX_BYTES, RECEIPTS_PER_DEPOSIT, type ReceiptsService } from './receipts.service';

function pathId(raw: string): bigint {
  if (!/^\d{1,18}$/.test(raw)) throw AppError.notFound();
  return BigInt(raw);
}

/**
 * POST /api/deposits/{id}/receipts (multipart, field `receipt`, up to 3 images of 5 MB) for the player's own pending
 * deposit; GET /api/backoffice/deposits/{id}/receipts and /api/backoffice/receipts/{id} for staff.
 */
export async function registerReceiptRoutes(app: FastifyInstance, auth: AuthService, staffAuth: StaffAuthService, receipts: ReceiptsService) {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: RECEIPT_MAX_BYTES, files: RECEIPTS_PER_DEPOSIT, fields: 2, parts: RECEIPTS_PER_DEPOSIT + 2 },
    });
    scope.post<{ Params: { id: string } }>('/api/deposits/:id/receipts', { preHandler: requireAuth(auth) }, async (req) => {
      const depositId = pathId(req.params.id);
      if (!req.isMultipart()) throw AppError.validation({ receipt: [MESSAGES.receiptMissing] }, MESSAGES.receiptMissing);
      const files: Uint8Array[] = [];
      try {
        for await (const part of req.files()) {
          if (part.fieldname !== 'receipt') throw AppError.badRequest();
          const data = await part.toBuffer();
          files.push(data);
        }
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.validation({ receipt: [MESSAGES.receiptTooLarge] }, MESSAGES.receiptTooLarge);
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw AppError.validation({ receipt: [MESSAGES.receiptLimit] }, MESSAGES.receiptLimit);
        if (err instanceof AppError) throw err;
        throw AppError.badRequest();
      }
      return receipts.add(me(req), depositId, files);
    });
  });

  const { can } = staffAccess(staffAuth);
  app.get<{ Params: { id: string } }>('/api/backoffice/deposits/:id/receipts', can('deposits.manage'), async (req) =>
    receipts.list(pathId(req.params.id)),
  );
  app.get<{ Params: { id: string } }>('/api/backoffice/receipts/:id', can('deposits.manage'), async (req, reply) => {
    const r = await receipts.get(pathId(req.params.id));
    return reply
      .header('content-type', r.content_type)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="receipt-${r.deposit_id}-${r.id}"`)
      .send(Buffer.from(r.data));
  });
}
