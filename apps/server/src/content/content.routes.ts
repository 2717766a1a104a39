import type { FastifyInstance } from 'fastify';
import { Type, typed } from '../shared/route-schema';
import { GeneralSettings, LogoRecord, Promotion, SitePage, SitePageParams, Slider, SocialLink } from './content.schemas';
import type { ContentService } from './content.service';

/** Public content; short shared caching so a crowd of phones does not hit the database for each page view. */
export function registerContentRoutes(app: FastifyInstance, content: ContentService) {
  const r = typed(app);
  const cache = (reply: { header: (k: string, v: string) => unknown }) => reply.header('cache-control', 'public, max-age=30');
  const list = <T extends Parameters<typeof Type.Array>[0]>(row: T, summary: string) => ({
    schema: { summary, response: { 200: Type.Array(row) } },
  });
  r.get('/api/logo', list(LogoRecord, 'the site logos'), async (_req, reply) => (cache(reply), content.logo()));
  r.get('/api/general', list(GeneralSettings, 'general settings: status, support links, notices'), async (_req, reply) => (cache(reply), content.general()));
  r.get('/api/sliders', list(Slider, 'home sliders'), async (_req, reply) => (cache(reply), content.sliders()));
  r.get('/api/sociallink', list(SocialLink, 'social links'), async (_req, reply) => (cache(reply), content.socialLinks()));
  r.get('/api/promotion', list(Promotion, 'promotions on show'), async (_req, reply) => (cache(reply), content.promotions()));
  r.get(
    '/api/promotions/:id',
    { schema: { summary: 'one promotion', params: Type.Object({ id: Type.String({ maxLength: 40 }) }), response: { 200: Promotion } } },
    async (req, reply) => (cache(reply), content.promotion(req.params.id)),
  );
  r.get(
    '/api/pages/:slug',
    {
      schema: {
        summary: 'a footer page or text in both languages (about-us, responsible-gaming, affiliate, footer-text, footer-licence)',
        params: SitePageParams,
        response: { 200: SitePage },
      },
    },
    async (req, reply) => (cache(reply), content.page(req.params.slug)),
  );
}
