import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useBoFlaggedPlayersQuery } from '@khela/api/backoffice';
import { useTranslation } from '@khela/i18n';
import { DataTable } from '../../components/DataTable';
import { useServerError } from '../../components/errors';
import { Badge, ClickRow, Grid, HintLine, Mono, Muted, Page, Panel, PanelBody, PanelHead, Small } from '../../components/kit';
import { Pager } from '../../components/Pager';
import { MarkerBadge, MarkerRules, when } from './protectionShared';

/**
 * Players matching at least one marker of harm (newest match first), each marker worded by its code with its rule
 * beside it, linking to the player's page; the documented rules on the right. The page number stays in the address.
 */
export default function FlaggedPage() {
  const { t } = useTranslation(['backoffice', 'ui']);
  const navigate = useNavigate();
  const serverError = useServerError();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isLoading, isFetching } = useBoFlaggedPlayersQuery({ page });

  return (
    <Page title={t('protection.nav.flagged')} subtitle={t('protection.flagged.subtitle')}>
      <Grid $cols="minmax(0, 1fr) minmax(280px, 360px)">
        <Panel aria-busy={isFetching}>
          {error && !data ? (
            <PanelBody>
              <Muted role="alert">{serverError.text(error)}</Muted>
            </PanelBody>
          ) : (
            <DataTable
              testId="bo-flagged-table"
              columns={[
                { label: t('audit.entities.player') },
                { label: t('protection.flagged.markers') },
                { label: t('protection.flagged.state') },
                { label: t('protection.flagged.latest') },
              ]}
              loading={isLoading}
              empty={data?.data.length === 0}
              emptyText={t('protection.flagged.none')}
            >
              {data?.data.map((p) => {
                const latest = p.markers.reduce<string | null>((a, m) => (a === null || m.at > a ? m.at : a), null);
                return (
                  <ClickRow key={p.player_id} data-testid={`bo-flagged-row-${p.player_id}`} onClick={() => navigate(`/players/${p.player_id}`)}>
                    <td>
                      <Link to={`/players/${p.player_id}`} onClick={(e) => e.stopPropagation()}>
                        <b>{p.username}</b>
                      </Link>{' '}
                      <Mono>#{p.player_id}</Mono>
                    </td>
                    <td className="wrap">
                      <Markers>
                        {p.markers.map((m) => (
                          <div key={m.code}>
                            <MarkerBadge marker={m} testId={`bo-flagged-marker-${p.player_id}-${m.code}`} />
                            <Small>{t(`protection.markers.${m.code}.rule`)}</Small>
                          </div>
                        ))}
                      </Markers>
                    </td>
                    <td>
                      {p.self_excluded && <Badge $tone="danger">{t('protection.flagged.selfExcluded')}</Badge>} {p.timed_out && <Badge $tone="warning">{t('protection.flagged.timedOut')}</Badge>}
                      {!p.self_excluded && !p.timed_out && <Badge $tone="success">{t('protection.flagged.open')}</Badge>}
                    </td>
                    <td>{when(latest)}</td>
                  </ClickRow>
                );
              })}
            </DataTable>
          )}
          {data && data.total > 0 && (
            <Pager
              page={data.page}
              perPage={data.per_page}
              total={data.total}
              onPage={(p) => setParams(p > 1 ? { page: String(p) } : {}, { replace: false })}
            />
          )}
        </Panel>
        <div>
          <Panel data-testid="bo-marker-rules">
            <PanelHead>
              <h2>{t('protection.flagged.rulesTitle')}</h2>
            </PanelHead>
            <PanelBody>
              <HintLine style={{ marginBottom: 12 }}>{t('protection.flagged.rulesIntro')}</HintLine>
              <MarkerRules />
              <HintLine style={{ marginTop: 12 }}>{t('protection.flagged.rulesNote')}</HintLine>
            </PanelBody>
          </Panel>
        </div>
      </Grid>
    </Page>
  );
}

function Markers({ children }: { children: ReactNode }) {
  return <div style={{ display: 'grid', gap: 8, maxWidth: 460 }}>{children}</div>;
}
