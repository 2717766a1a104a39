import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { protectionRefusalOf, toApiError, useClaimCashMutation, useGetReferralQuery, useGetReferralRewardsQuery } from '@khela/api';
import { MESSAGES, REDIRECT_DELAY_MS, tryParseMoney, type ReferralInfo } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import {
  Button,
  CopyGlyph,
  EmptyState,
  IconButton,
  ReferralQr,
  ReferralShare,
  ReferralTierTable,
  RewardBoard,
  Skeleton,
  Tabs,
  copyToClipboard,
  formatCash,
  useProtectionRefusalWords,
  useToast,
} from '@khela/ui';
import { PageHeader } from '../../app/PageHeader';
import { Body, Section, useRemoteId } from '../vip/parts';

type Tab = 'info' | 'mine';

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    counter-increment: step;
    &::before {
      content: counter(step);
      :lang(bn) & {
        content: counter(step, bengali);
      }
      flex: none;
      display: flex;
      align-items: center;
      justify-content: center;
      width: 32px;
      height: 32px;
      border-radius: 50%;
      background: linear-gradient(145deg, ${({ theme }) => theme.colors.gold}, #b8860b);
      color: ${({ theme }) => theme.colors.goldText};
      font-weight: 800;
    }
  }
  strong { display: block; font-size: ${({ theme }) => theme.font.size}; line-height: 1.35; }
  span { display: block; margin-top: 2px; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizeSm}; line-height: 1.5; }
`;

const CodeBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  text-align: center;
`;

const CodeLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding-left: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px dashed ${({ theme }) => theme.colors.gold};
  strong { color: ${({ theme }) => theme.colors.gold}; font-size: 20px; font-weight: 800; letter-spacing: 0.08em; }
`;

const LinkText = styled.p`
  && {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: 12px;
  }
`;

const Small = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-weight: 600;
`;

const Bonus = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  div { min-width: 0; }
  b { display: block; color: ${({ theme }) => theme.colors.gold}; font-size: ${({ theme }) => theme.font.sizeXl}; font-weight: 800; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
  button { flex: none; }
`;

const Note = styled.p<{ $tone?: 'warn' }>`
  && { color: ${({ theme, $tone }) => ($tone === 'warn' ? theme.colors.warning : theme.colors.textMuted)}; }
`;

const Team = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  div { padding: ${({ theme }) => theme.space(2.5)}; border-radius: ${({ theme }) => theme.radii.md}; background: ${({ theme }) => theme.colors.surfaceAlt}; text-align: center; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; font-weight: 600; }
  dd { margin: 2px 0 0; font-size: ${({ theme }) => theme.font.sizeLg}; font-weight: 800; font-variant-numeric: tabular-nums; }
`;

function InfoTab({ info, onRefer }: { info: ReferralInfo | undefined; onRefer(): void }) {
  const { t } = useTranslation('rewards');
  const msg = useMessage();
  return (
    <>
      <Section>
        <h2>{t('referral.stepsTitle')}</h2>
        <Steps data-testid="referral-steps">
          {(['invite', 'play', 'reward'] as const).map((k) => (
            <li key={k}>
              <div>
                <strong>{t(`referral.steps.${k}.title`)}</strong>
                <span>{t(`referral.steps.${k}.text`)}</span>
              </div>
            </li>
          ))}
        </Steps>
      </Section>
      <Section>
        <h2>{t('referral.tiersTitle')}</h2>
        {!info ? (
          <Skeleton height={120} radius="10px" />
        ) : (
          <ReferralTierTable tiers={info.tiers} testId="referral-tiers" />
        )}
        <p>{t('referral.tiersNote')}</p>
      </Section>
      <Button variant="gold" size="lg" block onClick={onRefer} data-testid="referral-refer-now">
        {msg(MESSAGES.referFriendNow)}
      </Button>
    </>
  );
}

/** The reward board, page by page ('Show more' while the server has more). */
function BoardPage({ remoteId, page, last, onMore }: { remoteId: number; page: number; last: boolean; onMore(): void }) {
  const { t } = useTranslation('rewards');
  const msg = useMessage();
  const q = useGetReferralRewardsQuery({ remote_id: remoteId, page }, { skip: !remoteId, refetchOnMountOrArgChange: page === 1 });
  if (!q.data) return <Skeleton height={page === 1 ? 140 : 64} radius="10px" />;
  if (page === 1 && q.data.data.length === 0) return <EmptyState text={msg(MESSAGES.noData)} icon="gift" />;
  return (
    <>
      <RewardBoard rows={q.data.data} />
      {last && q.data.current_page < q.data.last_page && (
        <Button variant="secondary" block onClick={onMore} loading={q.isFetching} data-testid="referral-board-more">
          {t('records.more')}
        </Button>
      )}
    </>
  );
}

function MineTab({ info, remoteId }: { info: ReferralInfo; remoteId: number }) {
  const { t } = useTranslation('rewards');
  const msg = useMessage();
  const protectionWords = useProtectionRefusalWords();
  const toast = useToast();
  const [claim, claimState] = useClaimCashMutation();
  const [claimed, setClaimed] = useState(false);
  const [pages, setPages] = useState(1);
  const reload = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reload.current), []);

  const link = `${window.location.origin}${info.link}`;
  const bonus = tryParseMoney(info.cash_bonus) ?? 0n;
  const min = tryParseMoney(info.claim_min) ?? 0n;
  const enough = bonus >= min && bonus > 0n;

  async function copyCode() {
    if (await copyToClipboard(info.referral_code)) toast.show(t('referral.codeCopied'), 'success');
    else window.prompt(t('referral.codeLabel'), info.referral_code);
  }

  async function claimAll() {
    if (!enough) {
      toast.show(minText(), 'error');
      return;
    }
    try {
      await claim().unwrap();
      setClaimed(true);
      toast.show(msg(MESSAGES.bonusClaimed), 'success');
      // The spec: the page reloads 1.5 s after a successful claim.
      reload.current = setTimeout(() => window.location.reload(), REDIRECT_DELAY_MS);
    } catch (e) {
      const err = toApiError(e);
      const protection = protectionRefusalOf(e);
      toast.show(protection ? protectionWords(protection) : err.message ? msg(err.message) : msg(err.status ? MESSAGES.failedToClaimBonus : MESSAGES.errorClaimingBonus), 'error');
    }
  }

  function minText() {
    return info.claim_min === '10.00' || info.claim_min === '10' ? msg(MESSAGES.cashClaimMinimum) : t('referral.claimMin', { amount: formatCash(info.claim_min) });
  }

  return (
    <>
      <Section>
        <CodeBox>
          <Small>{t('referral.codeLabel')}</Small>
          <CodeLine>
            <strong data-testid="referral-code">{info.referral_code}</strong>
            <IconButton label={t('referral.copyCode')} onClick={() => void copyCode()} data-testid="referral-copy-code">
              <CopyGlyph size={20} />
            </IconButton>
          </CodeLine>
          <ReferralQr value={link} label={t('referral.qrAlt')} />
          <LinkText title={link} data-testid="referral-link">
            {link}
          </LinkText>
        </CodeBox>
        <ReferralShare link={link} code={info.referral_code} />
      </Section>
      <Section data-testid="referral-bonus">
        <Bonus>
          <div>
            <Small>{t('referral.cashBonus')}</Small>
            <b data-testid="referral-cash-bonus">{formatCash(info.cash_bonus)}</b>
          </div>
          <Button variant="gold" onClick={() => void claimAll()} disabled={!enough || claimed} loading={claimState.isLoading} data-testid="referral-claim-all">
            {t('referral.claimAll')}
          </Button>
        </Bonus>
        {!enough && (
          <Note $tone="warn" data-testid="referral-claim-min">
            {minText()}
          </Note>
        )}
      </Section>
      <Section>
        <h2>{t('referral.team')}</h2>
        <Team data-testid="referral-team">
          {([1, 2, 3] as const).map((n) => {
            const count = info.downline[`level${n}`];
            return (
              <div key={n}>
                <dt>{t('referral.level', { n })}</dt>
                <dd data-testid={`referral-team-${n}`} aria-label={t('referral.friends', { count })}>
                  {count}
                </dd>
              </div>
            );
          })}
        </Team>
      </Section>
      <Section>
        <h2>{t('referral.board.title')}</h2>
        {Array.from({ length: pages }, (_, i) => (
          <BoardPage key={i + 1} remoteId={remoteId} page={i + 1} last={i + 1 === pages} onMore={() => setPages((p) => p + 1)} />
        ))}
      </Section>
    </>
  );
}

/**
 * /refrrel-program and /referral (spec 2 §2 Referral programme, §5, §8): 'Referral Info' (three steps, the reward
 * tiers, 'Refer a friend now') and 'My Referral' (code with copy, the QR code of the link at 128 px, Copy Link,
 * Share and the channels, the cash bonus with Claim All, the team by level and the reward board).
 */
export default function ReferralPage() {
  const { t } = useTranslation(['rewards', 'shell']);
  const msg = useMessage();
  const remoteId = useRemoteId();
  const [tab, setTab] = useState<Tab>('info');
  const q = useGetReferralQuery(remoteId, { skip: !remoteId, refetchOnMountOrArgChange: true });

  return (
    <>
      <PageHeader title={t('shell:nav.referral')} back="/account" />
      <Body data-testid="referral-page">
        <Tabs
          aria-label={t('shell:nav.referral')}
          testIdPrefix="referral-tab"
          value={tab}
          onChange={(k) => {
            setTab(k as Tab);
            window.scrollTo(0, 0);
          }}
          items={[
            { key: 'info', label: msg(MESSAGES.referralInfo) },
            { key: 'mine', label: msg(MESSAGES.myReferral) },
          ]}
        />
        {tab === 'info' ? (
          <InfoTab
            info={q.data}
            onRefer={() => {
              setTab('mine');
              window.scrollTo(0, 0);
            }}
          />
        ) : q.data ? (
          <MineTab info={q.data} remoteId={remoteId} />
        ) : q.isError ? (
          <EmptyState text={msg(MESSAGES.noData)} icon="gift" />
        ) : (
          <>
            <Skeleton height={360} radius="16px" />
            <Skeleton height={100} radius="16px" />
          </>
        )}
      </Body>
    </>
  );
}
