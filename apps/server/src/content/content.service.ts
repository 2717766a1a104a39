import { toWire, type GeneralSettings, type LogoRecord, type Promotion, type Slider, type SocialLink } from '@khela/domain';
import type { Db } from '../db/database';
import type { PromotionsTable } from '../db/schema';
import type { Selectable } from 'kysely';
import { AppError } from '../shared/errors';
import { contentRepository as repo } from './content.repository';

function promotionWire(p: Selectable<PromotionsTable>): Promotion {
  return {
    id: Number(p.id),
    name: p.name,
    desc: p.description,
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
}
