import styled from 'styled-components';
import { Skeleton } from '../components/Skeleton';

const Card = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  display: grid;
  gap: 8px;
`;

const Prices = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 6px;
  margin-top: 6px;
`;

const List = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
`;

/** Placeholder rows while an exchange list loads (the shape of `EventRow`). */
export function EventListSkeleton({ rows = 4, label }: { rows?: number; label?: string }) {
  return (
    <List role="status" aria-busy="true" aria-label={label} data-testid="event-list-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <Card key={i}>
          <Skeleton width="72%" height={16} />
          <Skeleton width="48%" height={12} />
          <Prices>
            <Skeleton height={40} />
            <Skeleton height={40} />
          </Prices>
        </Card>
      ))}
    </List>
  );
}
