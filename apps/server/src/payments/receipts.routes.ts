import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { MESSAGES } from '@khela/domain';
import type { AuthService } from '../auth/auth.service';
import { staffAccess } from '../staff/console';
import type { StaffAuthService } from '../staff/staff-auth.service';
import { AppError } from '../shared/errors';
import { me, requireAuth } from '../shared/http';
import { typed } from '../shared/route-schema';
import { PathIdParams, ReceiptImage, ReceiptList, ReceiptsUploadBody, ReceiptsUploadResponse } from './payments.schemas';
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
  await app.register(async (plain) => {
    await plain.register(fastifyMultipart, {
      limits: { fileSize: RECEIPT_MAX_BYTES, files: RECEIPTS_PER_DEPOSIT, fields: 2, parts: RECEIPTS_PER_DEPOSIT + 2 },
    });
    const scope = typed(plain);
    scope.post(
      '/api/deposits/:id/receipts',
      {
        // The bearer token is checked before the request's shape.
        preValidation: requireAuth(auth),
        schema: {
          summary: "attach payment slip images to the player's own pending deposit",
          security: [{ bearer: [] }],
          params: PathIdParams,
          // For the docs only: the parts are read below as a stream (size and count limits, type by their bytes).
          body: ReceiptsUploadBody,
          response: { 200: ReceiptsUploadResponse },
        },
        // Nothing here for Ajv to check: the body is a stream (read below) and the path id is text pathId() reads.
        validatorCompiler: () => () => true,
      },
      async (req) => {
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
      },
    );
  });

  const r = typed(app);
  const { can } = staffAccess(staffAuth);
  const security = [{ bearer: [] }];
  r.get(
    '/api/backoffice/deposits/:id/receipts',
    { ...can('deposits.manage'), schema: { summary: "a deposit's receipt images (their details)", security, params: PathIdParams, response: { 200: ReceiptList } } },
    async (req) => receipts.list(pathId(req.params.id)),
  );
  r.get(
    '/api/backoffice/receipts/:id',
    { ...can('deposits.manage'), schema: { summary: 'one receipt image', security, params: PathIdParams, response: { 200: ReceiptImage } } },
    async (req, reply) => {
      const x = await receipts.get(pathId(req.params.id));
      return reply
        .header('content-type', x.content_type)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="receipt-${x.deposit_id}-${x.id}"`)
        .send(Buffer.from(x.data));
    },
  );
}
