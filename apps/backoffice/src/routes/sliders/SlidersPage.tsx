import { useState } from 'react';
import { storageUrl, useBoSlidersQuery, type BoSlider, type BoSliderType } from '@khela/api/backoffice';
import { useTranslation } from '@khela/i18n';
import { ActiveToggle } from '../../components/ActiveToggle';
import { ConfigDialog, type FieldDef } from '../../components/ConfigDialog';
import { DeleteDialog } from '../../components/DeleteDialog';
import { Btn, EmptyRow, FilterTabs, Mono, Muted, Page, Panel, Table, TableWrap, Thumb, Toolbar } from '../../components/kit';

const TYPES: BoSliderType[] = ['Main', 'Favourite', 'Features'];

/** Home-page sliders: the main banners, the favourites strip and the featured games, in order. */
export default function SlidersPage() {
  const { t } = useTranslation('backoffice');
  const { data, isLoading } = useBoSlidersQuery();
  const [type, setType] = useState<BoSliderType | 'all'>('all');
  const [editing, setEditing] = useState<{ row?: BoSlider } | null>(null);
  const [deleting, setDeleting] = useState<BoSlider | null>(null);
  const rows = (data ?? []).filter((s) => type === 'all' || s.slider_type === type);

  const fields: FieldDef[] = [
    { name: 'name', label: t('sliders.fields.name'), kind: 'text', required: true },
    { name: 'slider_type', label: t('sliders.fields.type'), kind: 'select', required: true, options: TYPES.map((x) => ({ value: x, label: t(`sliders.types.${x}`) })) },
    { name: 'thubmnail', label: t('sliders.fields.image'), kind: 'text', required: true, hint: t('common.storagePathHint'), span: true },
    { name: 'link', label: t('sliders.fields.link'), kind: 'text', hint: t('sliders.linkHint'), span: true },
    { name: 'message_id', label: t('sliders.fields.messageId'), kind: 'int', min: 1, nullable: true, hint: t('sliders.messageHint') },
    { name: 'sort_order', label: t('common.sortOrder'), kind: 'int', min: -100000, max: 100000 },
    { name: 'status', label: t('common.status'), kind: 'select', required: true, options: [{ value: 'active', label: t('status.active') }, { value: 'inactive', label: t('status.inactive') }] },
  ];

  return (
    <Page
      title={t('sliders.title')}
      subtitle={t('sliders.subtitle')}
      actions={
        <Btn $variant="primary" onClick={() => setEditing({})} data-testid="bo-slider-add">
          + {t('sliders.add')}
        </Btn>
      }
    >
      <Toolbar style={{ marginBottom: 12 }}>
        <FilterTabs<BoSliderType | 'all'>
          label={t('sliders.title')}
          value={type}
          onChange={setType}
          items={[
            { key: 'all' as const, label: t('sliders.all'), count: data?.length },
            ...TYPES.map((x) => ({ key: x, label: t(`sliders.types.${x}`), count: data?.filter((s) => s.slider_type === x).length })),
          ]}
        />
      </Toolbar>
      <Panel>
        <TableWrap>
          <Table data-testid="bo-sliders-table">
            <thead>
              <tr>
                <th>{t('sliders.fields.image')}</th>
                <th>{t('sliders.fields.name')}</th>
                <th>{t('sliders.fields.type')}</th>
                <th>{t('sliders.fields.link')}</th>
                <th className="num">{t('common.sortOrder')}</th>
                <th>{t('common.status')}</th>
                <th className="actions" />
              </tr>
            </thead>
            <tbody>
              {isLoading && <EmptyRow cols={7} text={t('common.loading')} />}
              {!isLoading && rows.length === 0 && <EmptyRow cols={7} text={t('common.noData')} />}
              {rows.map((s) => (
                <tr key={s.id} data-testid={`bo-slider-row-${s.id}`}>
                  <td>
                    <Thumb src={storageUrl(s.thubmnail)} alt="" loading="lazy" style={{ width: 96, height: 44 }} />
                  </td>
                  <td>
                    <b>{s.name}</b>
                  </td>
                  <td>{t(`sliders.types.${s.slider_type}`)}</td>
                  <td>{s.link ? <Mono>{s.link}</Mono> : <Muted>—</Muted>}</td>
                  <td className="num">{s.sort_order}</td>
                  <td>
                    <ActiveToggle resource="sliders" id={s.id} status={s.status} />
                  </td>
                  <td className="actions">
                    <Btn $size="xs" onClick={() => setEditing({ row: s })}>
                      {t('common.edit')}
                    </Btn>
                    <Btn $size="xs" $variant="danger" onClick={() => setDeleting(s)}>
                      {t('common.delete')}
                    </Btn>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      </Panel>
      {editing && (
        <ConfigDialog
          resource="sliders"
          title={editing.row ? t('sliders.edit', { name: editing.row.name }) : t('sliders.add')}
          fields={fields}
          row={editing.row as unknown as Record<string, unknown> & { id: number }}
          defaults={{ status: 'active', slider_type: type === 'all' ? 'Main' : type, sort_order: rows.length + 1 }}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && <DeleteDialog resource="sliders" id={deleting.id} name={deleting.name} onClose={() => setDeleting(null)} />}
    </Page>
  );
}
