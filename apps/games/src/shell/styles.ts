import styled from 'styled-components';

/** Small shared pieces of the shell's sheets and the games' panels. */
export const Mono = styled.code`
  display: block;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.bg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 12px;
  line-height: 1.45;
  word-break: break-all;
  user-select: all;
`;

export const FieldLabel = styled.div`
  margin: 12px 0 4px;
  font-size: 12px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  &:first-child { margin-top: 0; }
`;

export const Para = styled.p`
  margin: 8px 0;
  font-size: 14px;
  line-height: 1.55;
  color: ${({ theme }) => theme.colors.text};
`;

export const Muted = styled.p`
  margin: 8px 0;
  font-size: 12px;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const SheetLink = styled.a`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

export const PlainInput = styled.input`
  width: 100%;
  height: 44px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 16px;
  outline: 0;
  &:focus { border-color: ${({ theme }) => theme.colors.accent}; }
  &:disabled { opacity: 0.5; }
`;

/** A table for pay tables and rules. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  font-variant-numeric: tabular-nums;
  th, td { padding: 6px 8px; text-align: left; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  th { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; }
  td:last-child, th:last-child { text-align: right; }
`;

/** Section heading inside a sheet. */
export const SheetHeading = styled.h3`
  margin: 16px 0 6px;
  font-size: 14px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.gold};
  &:first-child { margin-top: 0; }
`;
