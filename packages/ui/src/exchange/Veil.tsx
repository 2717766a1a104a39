import styled from 'styled-components';
import { exchangeColors as c } from './palette';

/** The veil over a row's prices when it cannot be bet on: 'SUSPENDED', 'Ball Running', 'SUSPEND'. */
export const Veil = styled.div<{ $tone?: 'neutral' | 'running' }>`
  position: absolute;
  inset: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: 4px;
  background: ${c.suspendedVeil};
  backdrop-filter: blur(1px);
  color: ${({ $tone }) => ($tone === 'running' ? '#ffd76a' : '#ff8a9b')};
  font-size: 12px;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  text-align: center;
  white-space: nowrap;
  border: 1px solid ${({ $tone }) => ($tone === 'running' ? 'rgba(255, 215, 106, 0.45)' : 'rgba(255, 138, 155, 0.45)')};
`;
