import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '@khela/ui';

/**
 * The console's dense building blocks: page header, panels, tables, badges and compact form controls.
 * Same palette as the player apps (theme from @khela/ui), tighter metrics for a staff screen at 1280 px+.
 */

// ------------------------------------------------------------------ page layout

export const PageHeader = styled.header`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 16px;
`;

export const PageTitle = styled.h1`
  font-size: 20px;
  font-weight: 700;
  line-height: 1.3;
`;

export const PageSubtitle = styled.p`
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;

export function Page({ title, subtitle, actions, children }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageHeader>
        <div>
          <PageTitle>{title}</PageTitle>
          {subtitle && <PageSubtitle>{subtitle}</PageSubtitle>}
        </div>
        {actions && <Toolbar>{actions}</Toolbar>}
      </PageHeader>
      {children}
    </>
  );
}

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
`;

export const Panel = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
  & + & { margin-top: 16px; }
`;

export const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 48px;
  padding: 8px 14px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 { font-size: 14px; font-weight: 700; }
`;

export const PanelBody = styled.div`
  padding: 14px;
`;

export const Grid = styled.div<{ $cols?: string; $gap?: number }>`
  display: grid;
  grid-template-columns: ${({ $cols = '1fr 1fr' }) => $cols};
  gap: ${({ $gap = 16 }) => $gap}px;
  align-items: start;
`;

// ------------------------------------------------------------------ text

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Mono = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;
  font-size: 12.5px;
  letter-spacing: 0.01em;
`;

export const Num = styled.span<{ $tone?: 'pos' | 'neg' | 'gold' }>`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  font-weight: 600;
  color: ${({ theme, $tone }) =>
    $tone === 'pos' ? theme.colors.success : $tone === 'neg' ? theme.colors.danger : $tone === 'gold' ? theme.colors.gold : 'inherit'};
`;

export const Small = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  line-height: 1.35;
`;

/** One muted line cut with an ellipsis (the full text in its title). */
export const Trunc = styled(Small)<{ $max?: number }>`
  max-width: ${({ $max = 180 }) => $max}px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

// ------------------------------------------------------------------ badges

export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral' | 'gold';

const TONES: Record<Tone, { fg: string; bg: string }> = {
  success: { fg: '#4ade80', bg: 'rgba(34, 197, 94, 0.14)' },
  warning: { fg: '#fbbf24', bg: 'rgba(245, 158, 11, 0.15)' },
  danger: { fg: '#fb7185', bg: 'rgba(240, 68, 90, 0.15)' },
  info: { fg: '#7dd3fc', bg: 'rgba(125, 211, 252, 0.13)' },
  neutral: { fg: '#aeb8cf', bg: 'rgba(154, 166, 192, 0.13)' },
  gold: { fg: '#f5c242', bg: 'rgba(245, 194, 66, 0.14)' },
};

export const Badge = styled.span<{ $tone?: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  height: 22px;
  padding: 0 8px;
  border-radius: 999px;
  font-size: 11.5px;
  font-weight: 700;
  letter-spacing: 0.02em;
  white-space: nowrap;
  color: ${({ $tone = 'neutral' }) => TONES[$tone].fg};
  background: ${({ $tone = 'neutral' }) => TONES[$tone].bg};
  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
  }
`;

// ------------------------------------------------------------------ tables

export const TableWrap = styled.div`
  overflow-x: auto;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: 13px;

  & > thead > tr > th {
    position: sticky;
    top: 0;
    z-index: 1;
    padding: 9px 10px;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 11.5px;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    text-align: left;
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & > thead > tr > th:first-child { border-top-left-radius: 9px; }
  & > thead > tr > th:last-child { border-top-right-radius: 9px; }
  & > tbody > tr > td {
    padding: 8px 10px;
    border-bottom: 1px solid rgba(42, 54, 86, 0.6);
    vertical-align: middle;
    white-space: nowrap;
  }
  & > tbody > tr > td.wrap { white-space: normal; }
  & > tbody > tr:hover > td { background: rgba(255, 255, 255, 0.025); }
  & > tbody > tr:last-child > td { border-bottom: 0; }
  & > thead > tr > th.num, & > tbody > tr > td.num { text-align: right; }
  & > tbody > tr > td.actions { text-align: right; white-space: nowrap; }
  /* The actions stay in view when a narrow screen scrolls the table sideways. */
  & > tbody > tr > td.actions,
  & > thead > tr > th.actions {
    position: sticky;
    right: 0;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: inset 1px 0 0 rgba(42, 54, 86, 0.6);
  }
  & > thead > tr > th.actions { z-index: 2; background: ${({ theme }) => theme.colors.surfaceAlt}; }
  & > tbody > tr:hover > td.actions { background: #161f35; }
  & > tbody > tr > td.actions > * + * { margin-left: 6px; }
`;

export const ClickRow = styled.tr`
  cursor: pointer;
`;

export function EmptyRow({ cols, text }: { cols: number; text: ReactNode }) {
  return (
    <tr>
      <td colSpan={cols} style={{ padding: '28px 12px', textAlign: 'center', color: '#9aa6c0' }}>
        {text}
      </td>
    </tr>
  );
}

// ------------------------------------------------------------------ buttons

type SmallButtonProps = ComponentPropsWithRef<'button'> & { $variant?: 'primary' | 'secondary' | 'danger' | 'ghost'; $size?: 'xs' | 'sm' };

const BUTTONS = {
  primary: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.accentStrong}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.accent}; }
  `,
  danger: css`
    background: rgba(240, 68, 90, 0.12);
    border-color: rgba(240, 68, 90, 0.45);
    color: #fb7185;
    &:hover:not(:disabled) { background: rgba(240, 68, 90, 0.22); }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    &:hover:not(:disabled) { color: ${({ theme }) => theme.colors.text}; background: rgba(255, 255, 255, 0.06); }
  `,
};

/** A compact button for tables and toolbars (32 px, 26 px for xs). */
export const Btn = styled.button.attrs<SmallButtonProps>((p) => ({ type: p.type ?? 'button' }))<SmallButtonProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  height: ${({ $size }) => ($size === 'xs' ? '26px' : '32px')};
  padding: 0 ${({ $size }) => ($size === 'xs' ? '9px' : '12px')};
  border: 1px solid transparent;
  border-radius: 7px;
  font-size: ${({ $size }) => ($size === 'xs' ? '12px' : '13px')};
  font-weight: 600;
  white-space: nowrap;
  transition: background-color 0.15s ease, border-color 0.15s ease, color 0.15s ease;
  ${({ $variant = 'secondary' }) => BUTTONS[$variant]}
  &:disabled { opacity: 0.5; }
  ${focusRing}
`;

// ------------------------------------------------------------------ filter tabs

export function FilterTabs<K extends string>({
  items,
  value,
  onChange,
  label,
}: {
  items: { key: K; label: ReactNode; count?: number }[];
  value: K;
  onChange(k: K): void;
  label: string;
}) {
  return (
    <TabList role="tablist" aria-label={label}>
      {items.map((i) => (
        <TabButton key={i.key} role="tab" aria-selected={i.key === value} $active={i.key === value} onClick={() => onChange(i.key)} data-testid={`bo-tab-${i.key}`}>
          {i.label}
          {i.count !== undefined && i.count > 0 && <TabCount $active={i.key === value}>{i.count}</TabCount>}
        </TabButton>
      ))}
    </TabList>
  );
}

const TabList = styled.div`
  display: inline-flex;
  gap: 2px;
  padding: 3px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 9px;
  background: ${({ theme }) => theme.colors.bg};
`;

const TabButton = styled.button.attrs({ type: 'button' })<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 30px;
  padding: 0 12px;
  border: 0;
  border-radius: 7px;
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceAlt : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  box-shadow: ${({ $active }) => ($active ? 'inset 0 0 0 1px rgba(18,185,129,0.45)' : 'none')};
  font-size: 13px;
  font-weight: 600;
  white-space: nowrap;
  &:hover { color: ${({ theme }) => theme.colors.text}; }
  ${focusRing}
`;

const TabCount = styled.span<{ $active: boolean }>`
  min-width: 20px;
  height: 18px;
  padding: 0 6px;
  border-radius: 999px;
  background: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.surfaceAlt)};
  color: ${({ theme, $active }) => ($active ? theme.colors.accentText : theme.colors.text)};
  font-size: 11px;
  line-height: 18px;
  font-weight: 700;
  text-align: center;
`;

// ------------------------------------------------------------------ form controls

export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 5px;
  min-width: 0;
`;

export const Label = styled.label`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-weight: 600;
`;

const control = css<{ $invalid?: boolean }>`
  width: 100%;
  min-width: 0;
  height: 36px;
  padding: 0 10px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: 7px;
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;
  outline: none;
  transition: border-color 0.15s ease, box-shadow 0.15s ease;
  &:focus { border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.accent)}; box-shadow: 0 0 0 3px rgba(18, 185, 129, 0.18); }
  &:disabled { opacity: 0.6; }
  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; opacity: 0.7; }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${control}
  &[type='date'] { color-scheme: dark; }
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${control}
  padding-right: 6px;
`;

export const Textarea = styled.textarea<{ $invalid?: boolean }>`
  ${control}
  height: auto;
  min-height: 84px;
  padding: 8px 10px;
  line-height: 1.45;
  resize: vertical;
`;

export const ErrorLine = styled.p`
  color: #fb7185;
  font-size: 12px;
`;

export const HintLine = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
`;

/** Label + control + hint/error, the id wired through. */
export function Field({
  label,
  error,
  hint,
  children,
  className,
}: {
  label: ReactNode;
  error?: string | false | null;
  hint?: ReactNode;
  children: (id: string) => ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <FieldBox className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
      {error ? <ErrorLine role="alert">{error}</ErrorLine> : hint ? <HintLine>{hint}</HintLine> : null}
    </FieldBox>
  );
}

/** An on/off switch (a checkbox underneath). */
export function Switch({ checked, onChange, label, disabled, testId }: { checked: boolean; onChange(v: boolean): void; label: ReactNode; disabled?: boolean; testId?: string }) {
  return (
    <SwitchLabel $disabled={disabled}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />
      <SwitchTrack aria-hidden $on={checked} />
      <span>{label}</span>
    </SwitchLabel>
  );
}

const SwitchLabel = styled.label<{ $disabled?: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 13px;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  input { position: absolute; opacity: 0; width: 1px; height: 1px; }
  input:focus-visible + span { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const SwitchTrack = styled.span<{ $on: boolean }>`
  position: relative;
  flex: none;
  width: 32px;
  height: 18px;
  border-radius: 999px;
  background: ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.border)};
  transition: background-color 0.15s ease;
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: ${({ $on }) => ($on ? '16px' : '2px')};
    width: 14px;
    height: 14px;
    border-radius: 50%;
    background: #fff;
    transition: left 0.15s ease;
  }
`;

export const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 7px;
  font-size: 13px;
  cursor: pointer;
  input { width: 15px; height: 15px; accent-color: ${({ theme }) => theme.colors.accent}; }
`;

export const FormGrid = styled.div<{ $cols?: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $cols = 2 }) => $cols}, minmax(0, 1fr));
  gap: 12px 14px;
  .span-all { grid-column: 1 / -1; }
`;

export const Thumb = styled.img`
  width: 72px;
  height: 40px;
  object-fit: cover;
  border-radius: 5px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg};
`;
