import styled from 'styled-components';
import { useBoDepositReceiptsQuery, useBoReceiptImageQuery, type BoReceipt } from '@khela/api/backoffice';
import { useTranslation } from '@khela/i18n';
import { Skeleton } from '@khela/ui';
import { shortDateTime } from './format';
import { HintLine, Label } from './kit';

/** The payment slips a player attached to a deposit, as thumbnails that open full size in a new tab. */
export function DepositReceipts({ depositId }: { depositId: number }) {
  const { t } = useTranslation('backoffice');
  const { data, isLoading } = useBoDepositReceiptsQuery(depositId);
  return (
    <Box data-testid="bo-deposit-receipts">
      <Label as="div">{t('deposits.receipts')}</Label>
      {isLoading ? (
        <Skeleton width={96} height={72} />
      ) : data && data.length > 0 ? (
        <Thumbs>
          {data.map((r) => (
            <Receipt key={r.id} receipt={r} />
          ))}
        </Thumbs>
      ) : (
        <HintLine>{t('deposits.noReceipts')}</HintLine>
      )}
    </Box>
  );
}

function Receipt({ receipt }: { receipt: BoReceipt }) {
  const { t } = useTranslation('backoffice');
  const { data: url } = useBoReceiptImageQuery(receipt.id);
  const label = t('deposits.receiptOf', { time: shortDateTime(receipt.created_at), size: Math.ceil(receipt.size / 1024) });
  if (!url) return <Skeleton width={96} height={72} />;
  return (
    <a href={url} target="_blank" rel="noreferrer" title={label}>
      <img src={url} alt={label} />
    </a>
  );
}

const Box = styled.div`
  display: grid;
  gap: 6px;
  margin-bottom: 14px;
`;

const Thumbs = styled.div`
  display: flex;
  gap: 8px;
  img {
    width: 96px;
    height: 72px;
    object-fit: cover;
    border-radius: 6px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.bg};
  }
  a:hover img { border-color: ${({ theme }) => theme.colors.accent}; }
`;
