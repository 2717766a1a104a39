import { ExchangeRecords } from '../exchange/ExchangeRecords';

/** Member Center › Betting Records › Exchange: the player's exchange records with filters and a detail popup. */
export function ExchangeRecordsTab() {
  return (
    <div data-testid="exchange-records-tab" style={{ display: 'flex', flexDirection: 'column', gap: 14 }}>
      <ExchangeRecords />
    </div>
  );
}
