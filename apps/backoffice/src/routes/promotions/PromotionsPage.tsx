import { useState } from 'react';
import { storageUrl, useBoPromotionsQuery, type BoPromotion } from '@khela/api/backoffice';
import { PROMOTION_CATEGORIES, TURNOVER_PRODUCTS } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import type { FieldDef } from '../../components/ConfigDialog';
import { ConfigTable, useCommonFields } from '../../components/ConfigTable';
import { dateOnly, money } from '../../components/format';
import { Badge, Btn, Muted, Num, Page, Small, Thumb } from '../../components/kit';
import { StatusBadge } from '../../components/status';

/** The Bangla title (empty while the operator has not written one). */
const banglaName = (p: BoPromotion): string => p.name_bn.trim();

/** Promotions: the terms a deposit takes (bonus %, cap, minimum, turnover ×, once per player), where and when they show. */
export default function PromotionsPage() {
  const { t } = useTranslation('backoffice');
  const { data, isLoading } = useBoPromotionsQuery();
  const { sortOrder } = useCommonFields();
  const [adding, setAdding] = useState(false);
  const product = (id: number) => t(`promotions.products.${TURNOVER_PRODUCTS.find((p) => p.id === id)?.key ?? 'casino'}`);
  const category = (id: number) => t(`categories.c${id}`, { defaultValue: PROMOTION_CATEGORIES.find((c) => c.id === id)?.name ?? String(id) });

  const fields: FieldDef[] = [
    { name: 'name', label: t('common.name'), kind: 'text', required: true, maxLength: 200 },
    { name: 'name_bn', label: t('promotions.fields.nameBn'), kind: 'text', maxLength: 200 },
    { name: 'description', label: t('promotions.fields.description'), kind: 'textarea', maxLength: 5000 },
    { name: 'description_bn', label: t('promotions.fields.descriptionBn'), kind: 'textarea', maxLength: 5000 },
    { name: 'thumbnail', label: t('common.image'), kind: 'text', hint: t('common.storagePathHint') },
    {
      name: 'status',
      label: t('common.status'),
      kind: 'select',
      required: true,
      options: (['active', 'display', 'inactive'] as const).map((s) => ({ value: s, label: t(`status.${s}`) })),
      hint: t('promotions.statusHint'),
    },
    { name: 'start_date', label: t('promotions.fields.startDate'), kind: 'date', required: true },
    { name: 'end_date', label: t('promotions.fields.endDate'), kind: 'date', required: true },
    { name: 'deposit_bonus_pct', label: t('promotions.fields.bonusPct'), kind: 'int', min: 0, max: 1000 },
    { name: 'max_bonus', label: t('promotions.fields.maxBonus'), kind: 'money' },
    { name: 'min_deposit', label: t('promotions.fields.minDeposit'), kind: 'money' },
    { name: 'turnover_multiplier', label: t('promotions.fields.turnover'), kind: 'int', min: 0, max: 100, hint: t('promotions.turnoverHint') },
    sortOrder,
    { name: 'once_per_player', label: t('promotions.oncePerPlayer'), kind: 'bool' },
    { name: 'categories', label: t('promotions.fields.categories'), kind: 'flags', options: PROMOTION_CATEGORIES.map((c) => ({ value: c.id, label: category(c.id) })) },
    {
      name: 'turnover_excluded',
      label: t('promotions.fields.turnoverExcluded'),
      kind: 'flags',
      options: TURNOVER_PRODUCTS.map((p) => ({ value: p.id, label: product(p.id) })),
      hint: t('promotions.excludedHint'),
    },
  ];

  return (
    <Page
      title={t('nav.promotions')}
      subtitle={t('promotions.subtitle')}
      actions={
        <Btn $variant="primary" onClick={() => setAdding(true)} data-testid="bo-promotion-add">
          + {t('promotions.add')}
        </Btn>
      }
    >
      <ConfigTable<BoPromotion>
        resource="promotions"
        testId="bo-promotions-table"
        columns={[
          {},
          { label: t('common.name') },
          { label: t('promotions.period') },
          { label: t('promotions.fields.categories') },
          { label: t('promotions.bonus'), className: 'num' },
          { label: t('promotions.fields.minDeposit'), className: 'num' },
          { label: t('promotions.fields.turnover'), className: 'num' },
          { label: t('common.status') },
        ]}
        rows={data}
        loading={isLoading}
        rowTestId={(p) => `bo-promotion-row-${p.id}`}
        cells={(p) => (
          <>
            <td>{p.thumbnail ? <Thumb src={storageUrl(p.thumbnail)} alt="" loading="lazy" /> : null}</td>
            <td style={{ maxWidth: 280 }}>
              <b>{p.name}</b>
              {banglaName(p) && <Small lang="bn">{banglaName(p)}</Small>}
              <Small>{p.once_per_player ? t('promotions.oncePerPlayer') : t('promotions.everyDeposit')}</Small>
            </td>
            <td style={{ whiteSpace: 'nowrap' }}>
              {dateOnly(p.start_date)}
              <Small>→ {dateOnly(p.end_date)}</Small>
            </td>
            <td style={{ maxWidth: 200 }}>
              {p.categories.length ? (
                <span style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
                  {p.categories.map((c) => (
                    <Badge key={c} $tone="info">
                      {category(c)}
                    </Badge>
                  ))}
                </span>
              ) : (
                <Muted>—</Muted>
              )}
            </td>
            <td className="num">
              <Num $tone="gold">{p.deposit_bonus_pct}%</Num>
              <Small>{t('promotions.upTo', { amount: money(p.max_bonus) })}</Small>
            </td>
            <td className="num">
              <Num>{money(p.min_deposit)}</Num>
            </td>
            <td className="num">
              <Num>×{p.turnover_multiplier}</Num>
              {(p.turnover_excluded ?? []).length > 0 && <Small>{t('promotions.excluded', { products: p.turnover_excluded.map(product).join(', ') })}</Small>}
            </td>
            <td>
              <StatusBadge value={p.status} />
            </td>
          </>
        )}
        form={(row) => ({
          title: row ? t('common.editNamed', { name: row.name }) : t('promotions.add'),
          fields,
          defaults: { status: 'active', categories: [], turnover_excluded: [], deposit_bonus_pct: 0, turnover_multiplier: 1, once_per_player: false, max_bonus: '0', min_deposit: '0', sort_order: (data?.length ?? 0) + 1 },
          width: 760,
        })}
        deleteName={(p) => p.name}
        adding={adding}
        onAddClosed={() => setAdding(false)}
      />
    </Page>
  );
}
