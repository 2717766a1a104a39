import { useGetExchangeBetLifeQuery } from '@khela/api';
import { ExchangeBetLifeSection } from '@khela/ui';

/** An exchange record's full life (order, fills, cancellations or lapses, settlement), under its detail. */
export function BetLifeSection({ id }: { id: string }) {
  const q = useGetExchangeBetLifeQuery(id, { refetchOnMountOrArgChange: true });
  return <ExchangeBetLifeSection id={id} life={q.data} failed={q.isError} />;
}
