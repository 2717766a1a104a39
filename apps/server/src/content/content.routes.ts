import type { FastifyInstance } from 'fastify';
import type { ContentService } from './content.service';

/** Public content; short shared caching so a crowd of phones does not hit the database for each page view. */
export function registerContentRoutes(app: FastifyInstance, content: ContentService) {
  const cache = (reply: { header: (k: string, v: string) => unknown }) => reply.header('cache-control', 'public, max-age=30');
  app.get('/api/logo', async (_req, reply) => (cache(reply), content.logo()));
  app.get('/api/general', async (_req, reply) => (cache(reply), content.general()));
  app.get('/api/sliders', async (_req, reply) => (cache(reply), content.sliders()));
  app.get('/api/sociallink', async (_req, reply) => (cache(reply), content.socialLinks()));
  app.get('/api/promotion', async (_req, reply) => (cache(reply), content.promotions()));
  app.get<{ Params: { id: string } }>('/api/promotions/:id', async (req, reply) => (cache(reply), content.promotion(req.params.id)));
}
