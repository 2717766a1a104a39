import { memo, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { PriceCell } from './PriceCell';
import { RowGrid, RowSlip, TwoCells, type Flag } from './BookmakerRow';
import { wireTaka } from './format';
import { Veil } from './Veil';

export type FancySideChoice = 'no' | 'yes';

export type FancyRowProps = {
  title: string;
  no: number | null;
  noRate: number | null;
  yes: number | null;
  yesRate: number | null;
  suspended?: Flag;
  ballRunning?: Flag;
  /** Stake limits (wire amounts), shown small under the title. */
  min?: string;
  max?: string;
  /** The player's open bets on this line. */
  bets?: number;
  selected?: FancySideChoice | null;
  onSelect?(side: FancySideChoice, line: number, rate: number): void;
  disabled?: boolean;
  children?: ReactNode;
  testId?: string;
};

const Title = styled.div`
  min-width: 0;
  padding-right: 4px;
`;

const Name = styled.div`
  font-size: 14px;
  font-weight: 700;
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2px 8px;
  margin-top: 2px;
  font-size: 11px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Bets = styled.span`
  color: ${({ theme }) => theme.colors.gold};
  font-weight: 600;
`;

/**
 * A Fancy line: its title, NO (line and rate, pink) and YES (line and rate, blue), as Indian and Bangladeshi
 * exchanges show them, veiled 'Ball Running' while ball_running is 1, else 'Suspend' while suspended is 1 (the spec's words).
 */
export const FancyRow = memo(function FancyRow({
  title,
  no,
  noRate,
  yes,
  yesRate,
  suspended,
  ballRunning,
  min,
  max,
  bets,
  selected,
  onSelect,
  disabled = false,
  children,
  testId,
}: FancyRowProps) {
  const { t } = useTranslation('exchange');
  const veil = ballRunning ? t('market.ballRunning') : suspended ? t('market.suspend') : null;
  const blocked = disabled || !!veil;
  const sideLabel = (side: FancySideChoice, line: number | null, rate: number | null) =>
    line === null ? undefined : t('market.fancyLabel', { side: side === 'no' ? t('market.noHeader') : t('market.yesHeader'), line, rate: rate ?? '' });
  return (
    <RowGrid role="row" data-testid={testId}>
      <Title role="rowheader">
        <Name>{title}</Name>
        {(min || max || !!bets) && (
          <Meta>
            {min && max && <span>{t('market.limits', { min: wireTaka(min, true), max: wireTaka(max, true) })}</span>}
            {!!bets && <Bets>{t('market.betsInMarket', { count: bets })}</Bets>}
          </Meta>
        )}
      </Title>
      <TwoCells role="cell">
        <PriceCell
          side="lay"
          price={no}
          sub={noRate}
          disabled={blocked}
          selected={selected === 'no'}
          label={sideLabel('no', no, noRate)}
          onSelect={no !== null && noRate !== null && onSelect ? () => onSelect('no', no, noRate) : undefined}
          testId={testId ? `${testId}-no` : undefined}
        />
        <PriceCell
          side="back"
          price={yes}
          sub={yesRate}
          disabled={blocked}
          selected={selected === 'yes'}
          label={sideLabel('yes', yes, yesRate)}
          onSelect={yes !== null && yesRate !== null && onSelect ? () => onSelect('yes', yes, yesRate) : undefined}
          testId={testId ? `${testId}-yes` : undefined}
        />
        {veil && (
          <Veil $tone={ballRunning ? 'running' : 'neutral'} data-testid={testId ? `${testId}-veil` : undefined}>
            {veil}
          </Veil>
        )}
      </TwoCells>
      {children && <RowSlip>{children}</RowSlip>}
    </RowGrid>
  );
});
