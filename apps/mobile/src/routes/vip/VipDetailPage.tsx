import styled from 'styled-components';
import { useGetVipQuery } from '@khela/api';
import { MESSAGES } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Skeleton, formatCash, formatVp, levelName } from '@khela/ui';
import { PageHeader } from '../../app/PageHeader';
import { Body, LevelPill, Section, useRemoteId, useVipPrefix } from './parts';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.sizeSm};
  th, td { padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(2)}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; }
  th:last-child, td:last-child { text-align: right; font-variant-numeric: tabular-nums; }
  th { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; font-size: 12px; }
  tr:last-child td { border-bottom: 0; }
`;

const Terms = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: 700;
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
`;

/**
 * /vip-detail: how VIP works (spec 2 §2 VIP, §5, §9): the level table (VP to earn in a calendar month, the level
 * kept for the next month), how VP are earned, and the conversion rate and minimum from the server's `convert`.
 */
export default function VipDetailPage() {
  const { t, i18n } = useTranslation('rewards');
  const msg = useMessage();
  const remoteId = useRemoteId();
  const prefix = useVipPrefix();
  const q = useGetVipQuery(remoteId, { skip: !remoteId });
  const vip = q.data;
  const rate = vip ? formatCash(vip.convert.rate, vip.convert.currency) : '';
  return (
    <>
      <PageHeader title={t('detail.title')} back={`${prefix}/vip`} />
      <Body data-testid="vip-detail">
        {!vip ? (
          <>
            <Skeleton height={220} radius="16px" />
            <Skeleton height={120} radius="16px" />
          </>
        ) : (
          <>
            <Section>
              <h2>{t('vip.ladder')}</h2>
              <p>{t('detail.levelsText')}</p>
              <Table data-testid="vip-detail-levels">
                <thead>
                  <tr>
                    <th scope="col">{t('detail.level')}</th>
                    <th scope="col">{t('detail.threshold')}</th>
                  </tr>
                </thead>
                <tbody>
                  {[...vip.levels]
                    .sort((a, b) => a.threshold - b.threshold)
                    .map((l) => (
                      <tr key={l.level}>
                        <td>
                          <LevelPill $current={l.level === vip.level.level}>{levelName(l, i18n.language)}</LevelPill>
                        </td>
                        <td>{l.threshold > 0 ? t('vpAmount', { n: formatVp(l.threshold) }) : t('vip.noThreshold')}</td>
                      </tr>
                    ))}
                </tbody>
              </Table>
              <p>{t('vip.kept')}</p>
            </Section>
            <Section>
              <h2>{t('detail.earnTitle')}</h2>
              <p>{t('detail.earnText')}</p>
            </Section>
            <Section data-testid="vip-detail-convert">
              <h2>{t('detail.convertTitle')}</h2>
              {vip.convert.enabled ? <p>{t('detail.convertText', { rate })}</p> : <p>{t('detail.convertOff')}</p>}
              <Terms>
                <li>{t('convert.rate', { amount: rate })}</li>
                <li>{vip.convert.min_vp === 10 ? msg(MESSAGES.vpMinimum) : t('convert.minimum', { n: vip.convert.min_vp })}</li>
              </Terms>
            </Section>
          </>
        )}
      </Body>
    </>
  );
}
