import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DeskPlayerContext } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { money, shortDateTime, dateOnly } from '../../components/format';
import { Badge, Mono, Muted, Num, Small } from '../../components/kit';
import { StatusBadge } from '../../components/status';

/** The desk's right column: who the player is, their balance, verification, and their last deposits and withdrawals. */
export function PlayerContext({ player: p }: { player: DeskPlayerContext }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const verified = (ok: boolean) => <Badge $tone={ok ? 'success' : 'neutral'}>{ok ? t('players.verified') : t('players.unverified')}</Badge>;
  return (
    <Column data-testid="bo-desk-player">
      <Section>
        <Name>
          <Link to={`/players/${p.id}`} data-testid="bo-desk-player-link">
            {p.username}
          </Link>
          <Mono>#{p.id}</Mono>
        </Name>
        {p.name && <Small>{p.name}</Small>}
        <Small>{t('ui:balance')}</Small>
        <Big>
          {money(p.balance)} <span>{p.currency}</span>
        </Big>
      </Section>
      <Section>
        <Lines>
          <Line label={t('common.status')}>
            <StatusBadge value={p.status} />
          </Line>
          <Line label={t('desk.player.vip')}>{p.vip_level}</Line>
          <Line label={t('players.phone')}>
            <Stack>
              {p.phone ? <Mono>{p.phone}</Mono> : <Muted>—</Muted>}
              {verified(p.phone_verified)}
            </Stack>
          </Line>
          <Line label={t('players.email')}>
            <Stack>
              {p.email ? <span style={{ wordBreak: 'break-all' }}>{p.email}</span> : <Muted>—</Muted>}
              {verified(p.email_verified)}
            </Stack>
          </Line>
          <Line label={t('players.joined')}>{dateOnly(p.created_at)}</Line>
          <Line label={t('players.lastLogin')}>{p.last_login_at ? shortDateTime(p.last_login_at) : t('players.never')}</Line>
        </Lines>
      </Section>
      <Money title={t('nav.deposits')} rows={p.deposits} testId="bo-desk-deposits" />
      <Money title={t('nav.withdrawals')} rows={p.withdrawals} testId="bo-desk-withdrawals" />
    </Column>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function Money({ title, rows, testId }: { title: string; rows: DeskPlayerContext['deposits']; testId: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <Section data-testid={testId}>
      <h3>{title}</h3>
      {rows.length === 0 && <Small>{t('desk.player.none')}</Small>}
      {rows.map((r) => (
        <MoneyRow key={r.id}>
          <div>
            <Num>{money(r.amount)}</Num>
            <Small>
              {r.method} · {shortDateTime(r.created_at)}
            </Small>
          </div>
          <StatusBadge value={r.status} />
        </MoneyRow>
      ))}
    </Section>
  );
}

const Column = styled.aside`
  min-height: 0;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surface};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 12px 14px;
  & + & { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  h3 { font-size: 12px; font-weight: 700; color: ${({ theme }) => theme.colors.textMuted}; text-transform: uppercase; letter-spacing: 0.04em; margin-bottom: 4px; }
`;

const Name = styled.div`
  display: flex;
  align-items: baseline;
  gap: 8px;
  font-size: 16px;
  font-weight: 700;
`;

const Big = styled.div`
  font-size: 20px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  span { font-size: 12px; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Lines = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 8px 12px;
  margin: 0;
  font-size: 12.5px;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; min-width: 0; }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 3px;
`;

const MoneyRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 5px 0;
  font-size: 13px;
  & + & { border-top: 1px dashed rgba(42, 54, 86, 0.8); }
`;
