import styled from 'styled-components';
import type { VipStatus } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Icon } from '../components/Icon';
import { formatVp, levelName } from './format';

export type VipLevelCardProps = {
  vip: Pick<VipStatus, 'level' | 'next' | 'progress' | 'points' | 'vip_coin' | 'month_earned'>;
  className?: string;
};

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3.5)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    radial-gradient(120% 90% at 100% 0%, rgba(245, 194, 66, 0.28), transparent 60%),
    linear-gradient(160deg, #2a2140, ${({ theme }) => theme.colors.surface} 70%);
  border: 1px solid rgba(245, 194, 66, 0.4);
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Badge = styled.span`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  border-radius: 50%;
  background: linear-gradient(145deg, ${({ theme }) => theme.colors.gold}, #b8860b);
  color: ${({ theme }) => theme.colors.goldText};
`;

const Name = styled.div`
  flex: 1;
  min-width: 0;
  small { display: block; color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; font-weight: 600; }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.gold};
    font-size: 22px;
    font-weight: 800;
    line-height: 1.2;
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  div {
    min-width: 0;
    padding: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: rgba(0, 0, 0, 0.22);
  }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: 11px; font-weight: 600; line-height: 1.3; }
  dd {
    margin: 2px 0 0;
    font-weight: 800;
    font-size: ${({ theme }) => theme.font.size};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const Track = styled.div`
  height: 10px;
  border-radius: 5px;
  background: rgba(0, 0, 0, 0.35);
  overflow: hidden;
`;

const Fill = styled.div<{ $pct: number }>`
  width: ${({ $pct }) => $pct}%;
  height: 100%;
  border-radius: 5px;
  background: linear-gradient(90deg, ${({ theme }) => theme.colors.accent}, ${({ theme }) => theme.colors.gold});
`;

const ProgressText = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin: 6px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  line-height: 1.4;
  b { color: ${({ theme }) => theme.colors.text}; font-variant-numeric: tabular-nums; white-space: nowrap; }
`;

/**
 * The player's VIP level (spec 2 §2 VIP): the level's name in the current language, total VP, whole convertible VP,
 * this month's VP and the progress bar to the next level with what is left (or the top-level note).
 */
export function VipLevelCard({ vip, className }: VipLevelCardProps) {
  const { t, i18n } = useTranslation('rewards');
  const lang = i18n.language;
  const pct = Math.max(0, Math.min(100, Number.isFinite(vip.progress) ? vip.progress : 0));
  return (
    <Card className={className} data-testid="vip-level-card" data-level={vip.level.level}>
      <Top>
        <Badge aria-hidden>
          <Icon name="vip" size={28} />
        </Badge>
        <Name>
          <small>{t('vip.currentLevel')}</small>
          <strong data-testid="vip-level-name">{levelName(vip.level, lang)}</strong>
        </Name>
      </Top>
      <Facts>
        <div>
          <dt>{t('vip.totalVp')}</dt>
          <dd data-testid="vip-points">{formatVp(vip.points)}</dd>
        </div>
        <div>
          <dt>{t('vip.convertible')}</dt>
          <dd data-testid="vip-coin">{formatVp(vip.vip_coin)}</dd>
        </div>
        <div>
          <dt>{t('vip.thisMonth')}</dt>
          <dd data-testid="vip-month">{formatVp(vip.month_earned)}</dd>
        </div>
      </Facts>
      <div>
        <Track role="progressbar" aria-label={t('vip.progressLabel')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
          <Fill $pct={pct} data-testid="vip-progress-fill" />
        </Track>
        <ProgressText data-testid="vip-next">
          {vip.next ? (
            <span>{t('vip.toNext', { vp: formatVp(vip.next.remaining), level: levelName(vip.next, lang) })}</span>
          ) : (
            <span>{t('vip.topLevel')}</span>
          )}
          <b>{pct.toFixed(2)}%</b>
        </ProgressText>
      </div>
    </Card>
  );
}
