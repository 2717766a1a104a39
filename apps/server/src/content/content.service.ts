import {
  turnoverProducts,
  MESSAGES,
  SITE_PAGE_SLUGS,
  toWire,
  type GeneralSettingsBn,
  type LogoRecord,
  type Promotion,
  type SitePage,
  type SitePageSlug,
  type SliderBn,
  type SocialLink,
} from '@khela/domain';
import type { Db } from '../db/database';
import type { Tx } from '../db/unit-of-work';
import type { GeneralSettingsTable, PromotionsTable, SitePagesTable } from '../db/tables';
import type { Actor, AuditService } from '../staff/audit.service';
import type { Selectable } from 'kysely';
import { AppError } from '../shared/errors';
import { ContentRepository } from './content.repository';

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
    turnover_excluded: turnoverProducts(p.turnover_excluded),
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

export interface GeneralBnWire {
  notice_bn: string[];
  maintenance_title_bn: string;
  maintenance_message_bn: string;
}

function generalBnWire(g: Selectable<GeneralSettingsTable>): GeneralBnWire {
  return {
    notice_bn: g.notice_bn ?? [],
    maintenance_title_bn: g.maintenance_notice_bn?.title_bn ?? '',
    maintenance_message_bn: g.maintenance_notice_bn?.message_bn ?? '',
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
  constructor(private readonly db: Db, private readonly repo: ContentRepository = new ContentRepository()) {}

  /** Are withdrawals open (the general settings' switch)? Read inside the caller's transaction (payments asks). */
  async withdrawalsOpen(tx: Tx): Promise<boolean> {
    const general = await this.repo.general(tx);
    return !!general && general.withdrawal_status !== 0;
  }

  async logo(): Promise<LogoRecord[]> {
    const rows = await this.repo.logos(this.db);
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
  }

  async general(): Promise<GeneralSettingsBn[]> {
    const g = await this.repo.general(this.db);
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
        notice_bn: g.notice_bn ?? [],
        maintenance_notice: g.maintenance_notice,
        maintenance_notice_bn: g.maintenance_notice && g.maintenance_notice_bn ? g.maintenance_notice_bn : null,
        sponsor_image: g.sponsor_image,
        app_download_url: g.app_download_url,
      },
    ];
  }

  async sliders(): Promise<SliderBn[]> {
    const rows = await this.repo.sliders(this.db);
    return rows.map((r) => ({
      ...r,
      id: Number(r.id),
      message_id: r.message_id === null ? null : Number(r.message_id),
      status: r.status as SliderBn['status'],
      slider_type: r.slider_type as SliderBn['slider_type'],
    }));
  }

  /**
   * The home's first banner (the first active Main slider, in the apps' order): the page's largest paint, which the
   * edge preloads with the HTML. Kept 30 s (an operator's change shows within that; a stale preload costs only bytes).
   */
  async firstBanner(): Promise<string | null> {
    if (this.banner && this.banner.until > Date.now()) return this.banner.path;
    const first = (await this.sliders())
      .filter((x) => x.status === 'active' && x.slider_type === 'Main')
      .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)[0];
    this.banner = { path: first?.thubmnail ?? null, until: Date.now() + 30_000 };
    return this.banner.path;
  }
  private banner: { path: string | null; until: number } | null = null;

  async socialLinks(): Promise<SocialLink[]> {
    const rows = await this.repo.socialLinks(this.db);
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
  }

  async promotions(): Promise<Promotion[]> {
    return (await this.repo.promotions(this.db)).map(promotionWire);
  }

  async promotion(id: string): Promise<Promotion> {
    if (!/^\d{1,18}$/.test(id)) throw AppError.notFound();
    const p = await this.repo.promotion(this.db, BigInt(id));
    if (!p) throw AppError.notFound();
    return promotionWire(p);
  }

  /** One of the footer's pages (about-us, responsible-gaming, affiliate, footer-text, footer-licence); 404 else. */
  async page(slug: string): Promise<SitePage> {
    if (!isSlug(slug)) throw AppError.notFound();
    const p = await this.repo.sitePage(this.db, slug);
    if (!p) throw AppError.notFound();
    return pageWire(p);
  }

  /** The console: the Bangla marquee and maintenance notice. */
  async generalBn(): Promise<GeneralBnWire> {
    const g = await this.repo.general(this.db);
    return g ? generalBnWire(g) : { notice_bn: [], maintenance_title_bn: '', maintenance_message_bn: '' };
  }

  /** The console: rewrites the Bangla site texts (`general_settings.update_bn` in the audit log, same transaction). */
  async saveGeneralBn(who: Actor, audit: AuditService, body: Partial<GeneralBnWire>): Promise<GeneralBnWire> {
    const errors: Record<string, string[]> = {};
    for (const k of ['notice_bn', 'maintenance_title_bn', 'maintenance_message_bn'] as const) if (body[k] === undefined) errors[k] = [MESSAGES.fieldRequired];
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    const lines = body.notice_bn!.map((l) => l.trim()).filter(Boolean);
    if (lines.length > 20 || body.notice_bn!.some((l) => l.length > 500)) errors.notice_bn = [MESSAGES.valueTooLong];
    const title = body.maintenance_title_bn!.trim();
    const message = body.maintenance_message_bn!.replace(/\r\n/g, '\n').trim();
    if (title.length > 200) errors.maintenance_title_bn = [MESSAGES.valueTooLong];
    if (message.length > 2000) errors.maintenance_message_bn = [MESSAGES.valueTooLong];
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    return this.db.transaction().execute(async (tx) => {
      const before = await this.repo.generalForUpdate(tx);
      if (!before) throw AppError.notFound();
      const after = await this.repo.updateGeneralBn(tx, lines, title || message ? { title_bn: title, message_bn: message } : null);
      if (!after) throw AppError.notFound();
      await audit.write(tx, who, 'general_settings.update_bn', 'general_settings', '1', generalBnWire(before), generalBnWire(after));
      return generalBnWire(after);
    });
  }

  /** The console: every page. */
  async pages(): Promise<SitePage[]> {
    return (await this.repo.sitePages(this.db)).filter((p) => isSlug(p.slug)).map(pageWire);
  }

  /** The console: rewrites a page, its audit entry (`site_page.update`, before and after) in the same transaction. */
  async savePage(who: Actor, audit: AuditService, slug: string, body: Parameters<typeof readPageEdit>[0]): Promise<SitePage> {
    if (!isSlug(slug)) throw AppError.notFound();
    const values = readPageEdit(body);
    return this.db.transaction().execute(async (tx) => {
      const before = await this.repo.sitePage(tx, slug, true);
      if (!before) throw AppError.notFound();
      const after = await this.repo.updateSitePage(tx, slug, values);
      await audit.write(tx, who, 'site_page.update', 'site_page', slug, pageWire(before), pageWire(after));
      return pageWire(after);
    });
  }
}
