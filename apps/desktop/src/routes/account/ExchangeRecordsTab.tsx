import { useGetExchangeBetLifeQuery } from '@khela/api';
import { ExchangeBetLifeSection } from '@khela/ui';
import { ExchangeRecords } from '../exchange/ExchangeRecords';

/** A record's full life (order, fills, cancellations or lapses, settlement) under its detail. */
function BetLife({ id }: { id: string }) {
  const q = useGetExchangeBetLifeQuery(id, { refetchOnMountOrArgChange: true });
  return <ExchangeBetLifeSection id={id} life={q.data} failed={q.isError} />;
}

/** Member Center › Betting Records › Exchange: the player's exchange records with filters, a detail popup and each bet's life. */
export function ExchangeRecordsTab() {
  return (
    <div data-testid="exchange-records-tab" style={{ display: 'flex', flexDirection: 'column', gap: 14 }}>
      <ExchangeRecords detailExtra={(r) => <BetLife id={r.transaction_id} />} />
    </div>
  );
}
