import * as W from '@khela/domain';
import { Money, Nullable, TurnoverProductSchema, Type, body, wire } from '../shared/route-schema';


export const LogoRecord = wire<W.LogoRecord>()(
  Type.Object({ id: Type.Integer(), logo: Type.String(), mobile_logo: Type.String(), loader_logo: Type.String(), favicon: Type.String() }),
);

export const GeneralSettings = wire<W.GeneralSettingsBn>()(
  Type.Object({
    id: Type.Integer(),
    site_title: Type.String(),
    site_status: Type.Integer({ description: '1 open, 0 the maintenance page' }),
    whatsapp: Type.String(),
    live_chat: Type.String(),
    intercom: Type.String(),
    tawk_id: Type.String(),
    withdrawal_status: Type.Integer({ description: '1 withdrawals allowed, 0 off' }),
    support_mail: Type.String(),
    notice: Type.Array(Type.String(), { description: 'the home marquee' }),
    notice_bn: Type.Array(Type.String(), { description: 'the home marquee in Bangla; [] when not written (show `notice`)' }),
    maintenance_notice: Nullable(
      Type.Object({ title: Type.String(), message: Type.String(), start_date: Type.String(), end_date: Type.String() }),
    ),
    maintenance_notice_bn: Nullable(
      Type.Object(
        {
          title_bn: Type.String({ description: "the Bangla title; '' when not written" }),
          message_bn: Type.String({ description: "the Bangla message; '' when not written" }),
        },
        { description: "the maintenance notice in Bangla (its dates are maintenance_notice's); null when not written" },
      ),
    ),
    sponsor_image: Nullable(Type.String()),
    app_download_url: Nullable(Type.String()),
  }),
);

export const Slider = wire<W.SliderBn>()(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    name_bn: Type.String({ description: "the Bangla name; '' when not written" }),
    thubmnail: Type.String({ description: 'image path under /storage (spelt so in the spec)' }),
    link: Type.String(),
    message_id: Nullable(Type.Integer()),
    status: Type.Union([Type.Literal('active'), Type.Literal('inactive')]),
    slider_type: Type.Union([Type.Literal('Main'), Type.Literal('Favourite'), Type.Literal('Features')]),
    sort_order: Type.Integer(),
  }),
);

export const SocialLink = wire<W.SocialLink>()(
  Type.Object({ id: Type.Integer(), name: Type.String(), link: Type.String(), icon: Type.String() }),
);

export const Promotion = wire<W.Promotion>()(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    desc: Type.String(),
    name_bn: Type.String({ description: "the Bangla name; '' when not written (show the English)" }),
    description_bn: Type.String({ description: "the Bangla description; '' when not written" }),
    thumbnail: Type.String(),
    start_date: Type.String(),
    end_date: Type.String(),
    status: Type.Union([Type.Literal('active'), Type.Literal('display'), Type.Literal('inactive')]),
    categories: Type.Array(Type.Integer(), { description: 'category ids (99 Welcome Offer, 1 Slots, …)' }),
    deposit_bouns: Type.Integer({ description: 'deposit bonus percent (spelt so in the API)' }),
    max_bonus: Money,
    min_deposit: Money,
    turnover: Type.Integer(),
    turnover_excluded: Type.Array(TurnoverProductSchema, { description: "the products whose stakes do not count towards this promotion's turnover" }),
  }),
);

const SitePageSlug = Type.Unsafe<W.SitePageSlug>({
  type: 'string',
  enum: [...W.SITE_PAGE_SLUGS],
  description: 'about-us, responsible-gaming, affiliate, footer-text, footer-licence',
});

export const SitePage = wire<W.SitePage>()(
  Type.Object({
    slug: SitePageSlug,
    title: Type.String(),
    title_bn: Type.String(),
    body: Type.String({ description: 'plain text; blank lines separate paragraphs' }),
    body_bn: Type.String(),
    updated_at: Type.String({ description: 'ISO time of the last change' }),
  }),
);

/** The console's page edit: all four fields (lengths and the required ones are the service's rules, 422 per field). */
export const SitePageUpdate = body(
  { title: Type.String(), title_bn: Type.String(), body: Type.String(), body_bn: Type.String() },
  { description: 'title and title_bn 1–200 characters; body and body_bn plain text up to 50,000 (blank lines separate paragraphs)' },
);

export const SitePageParams = Type.Object({ slug: Type.String({ maxLength: 200 }) });

/** The console's Bangla site texts (the English ones are the generic settings'): the marquee and the maintenance notice. */
export const GeneralBn = Type.Object({
  notice_bn: Type.Array(Type.String(), { description: 'the home marquee in Bangla, one line each (up to 20 of 500 characters)' }),
  maintenance_title_bn: Type.String({ description: "the maintenance notice's Bangla title ('' none)" }),
  maintenance_message_bn: Type.String({ description: "the maintenance notice's Bangla message ('' none)" }),
});
export const GeneralBnBody = body(
  { notice_bn: Type.Array(Type.String()), maintenance_title_bn: Type.String(), maintenance_message_bn: Type.String() },
  { description: 'every field required; blank lines of the marquee are dropped' },
);
