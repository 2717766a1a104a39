import {
  MESSAGES,
  SITE_PAGE_SLUGS,
  toWire,
  type GeneralSettings,
  type LogoRecord,
  type Promotion,
  type SitePage,
  type SitePageSlug,
  type Slider,
  type SocialLink,
} from '@khela/domain';
import type { Db } from '../db/database';
import type { PromotionsTable, SitePagesTable } from '../db/schema';
import type { Actor, AuditService } from '../staff/audit.service';
import type { Selectable } from 'kysely';
import { AppError } from '../shared/errors';
import { contentRepository as repo } from './content.repository';

function promotionWire(p: Selectable<PromotionsTable>): Promotion {
  return {
    id: Number(p.id),
    name: p.name,
    desc: p.description,
    name_bn: p.name_bn,
    description_bn: p.description_bn,
    thumbnail: p.thumbnail,
    start_date: p.start_date,
    end_date: p.end_date,
    status: p.status as Promotion['status'],
    categories: p.categories,
    deposit_bouns: p.deposit_bonus_pct,
    max_bonus: toWire(p.max_bonus),
    min_deposit: toWire(p.min_deposit),
    turnover: p.turnover_multiplier,
  };
}

function pageWire(p: Selectable<SitePagesTable>): SitePage {
  return {
    slug: p.slug as SitePageSlug,
    title: p.title,
    title_bn: p.title_bn,
    body: p.body,
    body_bn: p.body_bn,
    updated_at: p.updated_at.toISOString(),
  };
}

const isSlug = (slug: string): slug is SitePageSlug => (SITE_PAGE_SLUGS as readonly string[]).includes(slug);

/** The console's page edit, read by the rules (title 1–200, body up to 50,000; surrounding spaces trimmed). */
export function readPageEdit(body: Partial<Record<'title' | 'title_bn' | 'body' | 'body_bn', string>>) {
  const errors: Record<string, string[]> = {};
  const out = { title: '', title_bn: '', body: '', body_bn: '' };
  for (const [k, min, max] of [
    ['title', 1, 200],
    ['title_bn', 1, 200],
    ['body', 0, 50_000],
    ['body_bn', 0, 50_000],
  ] as const) {
    const v = body[k];
    if (v === undefined) {
      errors[k] = [MESSAGES.fieldRequired];
      continue;
    }
    const text = v.replace(/\r\n/g, '\n').trim();
    if (text.length < min) errors[k] = [MESSAGES.fieldRequired];
    else if (text.length > max) errors[k] = [MESSAGES.valueTooLong];
    else out[k] = text;
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  return out;
}

/** Public site content (spec 1 §7): lists, as the spec's front end reads them. */
export class ContentService {
  constructor(private readonly db: Db) {}

  async logo(): Promise<LogoRecord[]> {
    const rows = await repo.logos(this.db);
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
  }

  async general(): Promise<GeneralSettings[]> {
    const g = await repo.general(this.db);
    if (!g) return [];
    return [
      {
        id: 1,
        site_title: g.site_title,
        site_status: g.site_status,
        whatsapp: g.whatsapp,
        live_chat: g.live_chat,
        intercom: g.intercom,
        tawk_id: g.tawk_id,
        withdrawal_status: g.withdrawal_status,
        support_mail: g.support_mail,
        notice: g.notice,
        maintenance_notice: g.maintenance_notice,
        sponsor_image: g.sponsor_image,
        app_download_url: g.app_download_url,
      },
    ];
  }

  async sliders(): Promise<Slider[]> {
    const rows = await repo.sliders(this.db);
    return rows.map((r) => ({
      ...r,
      id: Number(r.id),
      message_id: r.message_id === null ? null : Number(r.message_id),
      status: r.status as Slider['status'],
      slider_type: r.slider_type as Slider['slider_type'],
    }));
  }

  async socialLinks(): Promise<SocialLink[]> {
    const rows = await repo.socialLinks(this.db);
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
  }

  async promotions(): Promise<Promotion[]> {
    return (await repo.promotions(this.db)).map(promotionWire);
  }

  async promotion(id: string): Promise<Promotion> {
    if (!/^\d{1,18}$/.test(id)) throw AppError.notFound();
    const p = await repo.promotion(this.db, BigInt(id));
    if (!p) throw AppError.notFound();
    return promotionWire(p);
  }

  /** One of the footer's pages (about-us, responsible-gaming, affiliate, footer-text, footer-licence); 404 else. */
  async page(slug: string): Promise<SitePage> {
    if (!isSlug(slug)) throw AppError.notFound();
    const p = await repo.sitePage(this.db, slug);
    if (!p) throw AppError.notFound();
    return pageWire(p);
  }

  /** The console: every page. */
  async pages(): Promise<SitePage[]> {
    return (await repo.sitePages(this.db)).filter((p) => isSlug(p.slug)).map(pageWire);
  }

  /** The console: rewrites a page, its audit entry (`site_page.update`, before and after) in the same transaction. */
  async savePage(who: Actor, audit: AuditService, slug: string, body: Parameters<typeof readPageEdit>[0]): Promise<SitePage> {
    if (!isSlug(slug)) throw AppError.notFound();
    const values = readPageEdit(body);
    return this.db.transaction().execute(async (tx) => {
      const before = await repo.sitePage(tx, slug, true);
      if (!before) throw AppError.notFound();
      const after = await repo.updateSitePage(tx, slug, values);
      await audit.write(tx, who, 'site_page.update', 'site_page', slug, pageWire(before), pageWire(after));
      return pageWire(after);
    });
  }
}
