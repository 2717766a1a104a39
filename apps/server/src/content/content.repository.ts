import type { Tx } from '../db/unit-of-work';

export class ContentRepository {
  logos(tx: Tx) {
    return tx.selectFrom('logos').select(['id', 'logo', 'mobile_logo', 'loader_logo', 'favicon']).orderBy('id', 'desc').limit(1).execute();
  }

  general(tx: Tx) {
    return tx.selectFrom('general_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  }

  sliders(tx: Tx) {
    return tx
      .selectFrom('sliders')
      .select(['id', 'name', 'name_bn', 'thubmnail', 'link', 'message_id', 'status', 'slider_type', 'sort_order'])
      .where('status', '=', 'active')
      .orderBy('slider_type')
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  socialLinks(tx: Tx) {
    return tx.selectFrom('social_links').select(['id', 'name', 'link', 'icon']).where('status', '=', 'active').orderBy('sort_order').orderBy('id').execute();
  }

  promotions(tx: Tx) {
    return tx.selectFrom('promotions').selectAll().where('status', '!=', 'inactive').orderBy('sort_order').orderBy('id').execute();
  }

  promotion(tx: Tx, id: bigint) {
    return tx.selectFrom('promotions').selectAll().where('id', '=', id).where('status', '!=', 'inactive').executeTakeFirst();
  }

  sitePage(tx: Tx, slug: string, lock = false) {
    const q = tx.selectFrom('site_pages').selectAll().where('slug', '=', slug);
    return (lock ? q.forUpdate() : q).executeTakeFirst();
  }

  generalForUpdate(tx: Tx) {
    return tx.selectFrom('general_settings').selectAll().where('id', '=', 1).forUpdate().executeTakeFirst();
  }

  updateGeneralBn(tx: Tx, notice_bn: string[], maintenance: { title_bn: string; message_bn: string } | null) {
    return tx
      .updateTable('general_settings')
      .set({ notice_bn: JSON.stringify(notice_bn), maintenance_notice_bn: maintenance ? JSON.stringify(maintenance) : null, updated_at: new Date() })
      .where('id', '=', 1)
      .returningAll()
      .executeTakeFirst();
  }

  sitePages(tx: Tx) {
    return tx.selectFrom('site_pages').selectAll().orderBy('slug').execute();
  }

  updateSitePage(tx: Tx, slug: string, values: { title: string; title_bn: string; body: string; body_bn: string }) {
    return tx
      .updateTable('site_pages')
      .set({ ...values, updated_at: new Date() })
      .where('slug', '=', slug)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
