import styled from 'styled-components';

export const Page = styled.div`
  min-height: 100dvh;
  padding: 0 0 32px;
  background: radial-gradient(120% 50% at 50% 0%, #16223f 0%, ${({ theme }) => theme.colors.bg} 70%);
`;
export const Top = styled.header`
  position: sticky;
  top: 0;
  z-index: 5;
  display: flex;
  align-items: center;
  gap: 8px;
  height: 52px;
  padding: 0 12px;
  background: rgba(10, 16, 32, 0.94);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h1 { flex: 1; margin: 0; font-size: 16px; font-weight: 800; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
`;
export const Lang = styled.button`
  height: 32px;
  padding: 0 10px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 13px;
  font-weight: 700;
`;
export const Body = styled.main`
  max-width: 640px;
  margin: 0 auto;
  padding: 12px;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;
export const Card = styled.section`
  padding: 14px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2 { margin: 0 0 10px; font-size: 15px; font-weight: 800; }
`;
export const Fields = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 10px;
  & > .wide { grid-column: 1 / -1; }
  label { display: flex; flex-direction: column; gap: 4px; font-size: 12px; font-weight: 600; color: ${({ theme }) => theme.colors.textMuted}; min-width: 0; }
  select, textarea {
    width: 100%;
    min-height: 44px;
    padding: 0 10px;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: 15px;
  }
  input { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 14px; }
  textarea { padding: 8px 10px; min-height: 72px; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 13px; }
`;
export const Check = styled.div<{ $ok: boolean | null }>`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  margin-top: 8px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: 13px;
  font-weight: 600;
  line-height: 1.4;
  background: ${({ $ok }) => ($ok === null ? 'rgba(255,255,255,0.05)' : $ok ? 'rgba(34,197,94,0.12)' : 'rgba(240,68,90,0.12)')};
  color: ${({ theme, $ok }) => ($ok === null ? theme.colors.textMuted : $ok ? theme.colors.success : theme.colors.danger)};
  b { flex: none; font-size: 15px; }
`;
export const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 10px;
  @media (max-width: 420px) { grid-template-columns: 1fr; }
  h3 { margin: 0 0 6px; font-size: 12px; font-weight: 700; color: ${({ theme }) => theme.colors.textMuted}; }
`;
export const Summary = styled.div`
  font-size: 14px;
  line-height: 1.5;
  font-variant-numeric: tabular-nums;
  b { color: ${({ theme }) => theme.colors.gold}; }
`;
export const MiniGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(5, 28px);
  gap: 4px;
  margin-top: 6px;
  span { height: 28px; border-radius: 6px; background: #1a2540; display: grid; place-items: center; font-size: 12px; }
  span[data-mine='1'] { background: #f0445a; color: #fff; font-weight: 800; }
`;
