import { useState } from 'react';
import styled from 'styled-components';
import { toApiError, useCancelOrderMutation, useExchangeOrdersQuery } from '@khela/api';
import { formatDateTime, formatMoney, tryParseMoney } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Spinner } from '@khela/ui';

const Box = styled.div`
  margin-top: 8px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Title = styled.h3`
  margin: 0;
  padding: 8px 10px;
  font-size: 12px;
  font-weight: 800;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Item = styled.li<{ $side: 'back' | 'lay' }>`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 10px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ $side }) => ($side === 'back' ? '#a6d8ff' : '#fac9d1')};
  font-size: 13px;
  font-variant-numeric: tabular-nums;
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  b { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const CancelButton = styled.button`
  flex: none;
  min-width: 44px;
  height: 34px;
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: 6px;
  background: transparent;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 12px;
  font-weight: 800;
  &:disabled { opacity: 0.6; }
`;

const Err = styled.p`
  margin: 0;
  padding: 6px 10px 8px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The player's unmatched orders on one Match Odds market, each with Cancel. Nothing when there are none. */
export function OpenOrders({ marketId, pollingInterval }: { marketId: string; pollingInterval: number }) {
  const { t } = useTranslation('exchange');
  const msg = useMessage();
  const { data } = useExchangeOrdersQuery({ status: 'open', per_page: 100 }, { pollingInterval, skipPollingIfUnfocused: true });
  const [cancelOrder] = useCancelOrderMutation();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const orders = (data?.orders ?? []).filter(
    (o) => o.market_id === marketId && o.status === 'executable' && (tryParseMoney(o.size_remaining) ?? 0n) > 0n,
  );
  if (orders.length === 0) return null;
  const cancel = async (id: string) => {
    setPending(id);
    setError(null);
    try {
      await cancelOrder(id).unwrap();
    } catch (e) {
      const err = toApiError(e);
      setError(err.message ? msg(err.message) : t('slip.failed'));
    } finally {
      setPending(null);
    }
  };
  return (
    <Box data-testid="open-orders">
      <Title>{t('page.unmatchedTitle')}</Title>
      <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {orders.map((o) => (
          <Item key={o.id} $side={o.side} data-testid={`open-order-${o.id}`}>
            <Text>
              <b>{t(o.side === 'back' ? 'slip.backTitle' : 'slip.layTitle', { runner: o.selection_name })}</b>
              <small>
                {t('page.orderLine', { remaining: formatMoney(tryParseMoney(o.size_remaining) ?? 0n, { currencySymbol: true }), price: o.price })}
                {' · '}
                {formatDateTime(o.created_at)}
              </small>
            </Text>
            <CancelButton type="button" onClick={() => void cancel(o.id)} disabled={pending === o.id} data-testid={`open-order-${o.id}-cancel`}>
              {pending === o.id ? <Spinner size={14} /> : t('slip.cancelOrder')}
            </CancelButton>
          </Item>
        ))}
      </ul>
      {error && <Err role="alert">{error}</Err>}
    </Box>
  );
}
