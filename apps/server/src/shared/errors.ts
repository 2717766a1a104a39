import type { FastifyError, FastifyInstance } from 'fastify';
import { MESSAGES } from '@khela/domain';

/**
 * The one error type. `message` is what a player reads; `code` is stable for clients and logs.
 * Documented codes: bad_request, validation_failed, invalid_credentials, unauthorized, forbidden, not_found,
 * conflict, rate_limited, insufficient_funds, captcha_failed, otp_invalid, unavailable.
 */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly errors?: Record<string, string[]>,
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
  static badRequest(message: string = MESSAGES.badRequest) {
    return new AppError(400, 'bad_request', message);
  }
  static validation(errors: Record<string, string[]>, message?: string) {
    const first = message ?? Object.values(errors)[0]?.[0] ?? MESSAGES.badRequest;
    return new AppError(422, 'validation_failed', first, errors);
  }
  static unauthorized(message: string = MESSAGES.sessionExpired) {
    return new AppError(401, 'unauthorized', message);
  }
  static forbidden(message: string = MESSAGES.forbidden) {
    return new AppError(403, 'forbidden', message);
  }
  static notFound(message: string = MESSAGES.notFound) {
    return new AppError(404, 'not_found', message);
  }
  static rateLimited(retryAfterSeconds: number) {
    return new AppError(429, 'rate_limited', MESSAGES.tooManyAttempts, undefined, {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}

/** Turns every error into `{message, errors?, code}`; 5xx never leaks internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      if (err.headers) void reply.headers(err.headers);
      return reply.status(err.status).send({ message: err.message, code: err.code, ...(err.errors ? { errors: err.errors } : {}) });
    }
    const status = err.statusCode ?? 500;
    if (err.validation) {
      return reply.status(400).send({ message: MESSAGES.badRequest, code: 'bad_request' });
    }
    if (status === 413) return reply.status(413).send({ message: MESSAGES.requestTooLarge, code: 'too_large' });
    if (status === 415) return reply.status(415).send({ message: MESSAGES.badRequest, code: 'unsupported_media_type' });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, bad content type, empty body with JSON header.
      return reply.status(400).send({ message: MESSAGES.badRequest, code: 'bad_request' });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ message: MESSAGES.serverError, code: 'server_error' });
  });
}
