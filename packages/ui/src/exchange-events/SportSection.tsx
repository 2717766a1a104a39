import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ExchangeSport } from '@khela/domain';
import { Icon } from '../components/Icon';
import { focusRing } from '../theme';
import { SportIcon } from './icons';

export type SportSectionProps = {
  /** The heading ("Cricket", "Upcoming" …). */
  title: string;
  /** Its sport, for the icon. */
  sport?: ExchangeSport;
  /** How many items it holds (shown beside the title). */
  count?: number;
  /** Marks the section as in play (a red live dot). */
  live?: boolean;
  /** A tap on the heading folds and unfolds it (default true). */
  collapsible?: boolean;
  /** Open at first (uncontrolled; default true). */
  defaultOpen?: boolean;
  /** Controlled: open or not, with `onToggle`. */
  open?: boolean;
  onToggle?(open: boolean): void;
  children: ReactNode;
  className?: string;
};

const Root = styled.section`
  & + & { margin-top: ${({ theme }) => theme.space(1)}; }
`;

const headingCss = `
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  min-height: 36px;
  padding: 0 2px;
  border: 0;
  background: transparent;
  font: inherit;
  text-align: left;
`;

const HeadButton = styled.button`
  ${headingCss}
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  touch-action: manipulation;
  ${focusRing}
`;

const HeadStatic = styled.div`
  ${headingCss}
  color: ${({ theme }) => theme.colors.text};
`;

const H2 = styled.h2`
  margin: 0;
  font: inherit;
`;

const Title = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 15px;
  font-weight: 800;
  svg { color: ${({ theme }) => theme.colors.accent}; flex: none; }
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
  box-shadow: 0 0 0 3px rgba(240, 68, 90, 0.25);
  flex: none;
`;

const Count = styled.span`
  min-width: 24px;
  height: 22px;
  padding: 0 7px;
  border-radius: 11px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
  transform: rotate(${({ $open }) => ($open ? 90 : 0)}deg);
  transition: transform 0.15s ease;
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(1)};
`;

/** A group of an exchange list (a sport, in play, upcoming) with its count; folds when collapsible. */
export function SportSection({
  title,
  sport,
  count,
  live = false,
  collapsible = true,
  defaultOpen = true,
  open: openProp,
  onToggle,
  children,
  className,
}: SportSectionProps) {
  const [openState, setOpenState] = useState(defaultOpen);
  const open = collapsible ? (openProp ?? openState) : true;
  const bodyId = useId();
  const heading = (
    <Title>
      {sport && <SportIcon sport={sport} size={18} />}
      {live && <Dot aria-hidden="true" />}
      <span>{title}</span>
    </Title>
  );
  const countEl = count !== undefined && <Count data-testid="section-count">{count}</Count>;
  return (
    <Root className={className} data-testid={sport ? `section-${sport}` : 'section'}>
      <H2>
      {collapsible ? (
        <HeadButton
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => {
            setOpenState(!open);
            onToggle?.(!open);
          }}
        >
          {heading}
          {countEl}
          <Chevron $open={open}>
            <Icon name="chevronRight" size={18} />
          </Chevron>
        </HeadButton>
      ) : (
        <HeadStatic>
          {heading}
          {countEl}
        </HeadStatic>
      )}
      </H2>
      {open && <Body id={bodyId}>{children}</Body>}
    </Root>
  );
}
