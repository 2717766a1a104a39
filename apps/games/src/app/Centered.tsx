import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Loader } from '@khela/ui';

const Box = styled.div`
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  padding: 24px;
  text-align: center;
  font-size: 15px;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.text};
`;
const Badge = styled.div`
  width: 56px;
  height: 56px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  background: rgba(240, 68, 90, 0.14);
  color: ${({ theme }) => theme.colors.danger};
  font-size: 28px;
  font-weight: 800;
`;

/** A full-screen message (launch errors, ended session) or the loading dots. */
export function Centered({ loading, children }: { loading?: boolean; children?: ReactNode }) {
  return (
    <Box role={loading ? 'progressbar' : 'alert'} data-testid={loading ? 'loading' : 'screen-message'}>
      {loading ? <Loader /> : <Badge aria-hidden>!</Badge>}
      {children}
    </Box>
  );
}
