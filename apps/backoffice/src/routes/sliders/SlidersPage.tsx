import { useState } from 'react';
import { storageUrl, useBoSlidersQuery, type BoSlider, type BoSliderType } from '@khela/api/backoffice';
import { useTranslation } from '@khela/i18n';
import { ActiveToggle } from '../../components/ActiveToggle';
import { ConfigTable, useCommonFields } from '../../components/ConfigTable';
import { Btn, FilterTabs, Mono, Muted, Page, Thumb, Toolbar } from '../../components/kit';

const TYPES: BoSliderType[] = ['Main', 'Favourite', 'Features'];

/** Home-page sliders: the main banners, the favourites strip and the featured games, in order. */
export default function SlidersPage() {
  const { t } = useTranslation('backoffice');
  const { data, isLoading } = useBoSlidersQuery();
  const { sortOrder, status } = useCommonFields();
  const [type, setType] = useState<BoSliderType | 'all'>('all');
  const [adding, setAdding] = useState(false);
  const rows = (data ?? []).filter((s) => type === 'all' || s.slider_type === type);

  return (
    <Page
      title={t('nav.sliders')}
      subtitle={t('sliders.subtitle')}
      actions={
        <Btn $variant="primary" onClick={() => setAdding(true)} data-testid="bo-slider-add">
          + {t('sliders.add')}
        </Btn>
      }
    >
      <Toolbar style={{ marginBottom: 12 }}>
        <FilterTabs<BoSliderType | 'all'>
          label={t('nav.sliders')}
          value={type}
          onChange={setType}
          items={[
            { key: 'all' as const, label: t('common.all'), count: data?.length },
            ...TYPES.map((x) => ({ key: x, label: t(`sliders.types.${x}`), count: data?.filter((s) => s.slider_type === x).length })),
          ]}
        />
      </Toolbar>
      <ConfigTable<BoSlider>
        resource="sliders"
        testId="bo-sliders-table"
        columns={[
          { label: t('common.image') },
          { label: t('common.name') },
          { label: t('sliders.fields.type') },
          { label: t('sliders.fields.link') },
          { label: t('common.sortOrder'), className: 'num' },
          { label: t('common.status') },
        ]}
        rows={rows}
        loading={isLoading}
        rowTestId={(s) => `bo-slider-row-${s.id}`}
        cells={(s) => (
          <>
            <td>
              <Thumb src={storageUrl(s.thubmnail)} alt="" loading="lazy" style={{ width: 96, height: 44 }} />
            </td>
            <td>
              <b>{s.name}</b>
              {s.name_bn ? (
                <div lang="bn">
                  <Muted>{s.name_bn}</Muted>
                </div>
              ) : null}
            </td>
            <td>{t(`sliders.types.${s.slider_type}`)}</td>
            <td>{s.link ? <Mono>{s.link}</Mono> : <Muted>—</Muted>}</td>
            <td className="num">{s.sort_order}</td>
            <td>
              <ActiveToggle resource="sliders" id={s.id} status={s.status} />
            </td>
          </>
        )}
        form={(row) => ({
          title: row ? t('common.editNamed', { name: row.name }) : t('sliders.add'),
          fields: [
            { name: 'name', label: t('common.name'), kind: 'text', required: true },
            { name: 'name_bn', label: t('common.nameBn'), kind: 'text', maxLength: 200, hint: t('common.bnOptionalHint') },
            { name: 'slider_type', label: t('sliders.fields.type'), kind: 'select', required: true, options: TYPES.map((x) => ({ value: x, label: t(`sliders.types.${x}`) })) },
            { name: 'thubmnail', label: t('common.image'), kind: 'text', required: true, hint: t('common.storagePathHint'), span: true },
            { name: 'link', label: t('sliders.fields.link'), kind: 'text', hint: t('sliders.linkHint'), span: true },
            { name: 'message_id', label: t('sliders.fields.messageId'), kind: 'int', min: 1, nullable: true, hint: t('sliders.messageHint') },
            sortOrder,
            status,
          ],
          defaults: { status: 'active', slider_type: type === 'all' ? 'Main' : type, sort_order: rows.length + 1 },
        })}
        deleteName={(s) => s.name}
        adding={adding}
        onAddClosed={() => setAdding(false)}
      />
    </Page>
  );
}
