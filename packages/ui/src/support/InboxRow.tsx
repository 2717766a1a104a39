import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { focusRing, visuallyHidden } from '../theme';
import { Checkbox } from '../components/Checkbox';

export type InboxRowProps = {
  title: string;
  /** The 5-word preview (`inboxPreview`). */
  preview: string;
  /** Received, already formatted (Dhaka time). */
  date: string;
  unread: boolean;
  /** Selection mode: a checkbox, and a tap toggles instead of opening. */
  selectable?: boolean;
  selected?: boolean;
  onToggle?(): void;
  onOpen(): void;
  className?: string;
};

const Item = styled.li<{ $unread: boolean; $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $selected, $unread }) =>
    $selected ? 'rgba(18, 185, 129, 0.12)' : $unread ? theme.colors.surface : 'transparent'};
  list-style: none;
`;

const Main = styled.button`
  flex: 1 1 auto;
  min-width: 0;
  display: grid;
  grid-template-columns: 10px 1fr auto;
  grid-template-rows: auto auto;
  column-gap: ${({ theme }) => theme.space(2)};
  row-gap: 2px;
  align-items: center;
  min-height: 64px;
  padding: ${({ theme }) => theme.space(3)} 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  ${focusRing}
`;

const Sr = styled.span`
  ${visuallyHidden}
`;

const Dot = styled.span<{ $on: boolean }>`
  grid-row: 1;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $on }) => ($on ? theme.colors.danger : 'transparent')};
`;

const Title = styled.span<{ $unread: boolean }>`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ $unread }) => ($unread ? 800 : 500)};
  color: ${({ theme }) => theme.colors.text};
`;

const When = styled.span`
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const Preview = styled.span`
  grid-column: 2 / 4;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One inbox message in the list: unread dot and bold title, the 5-word preview, the date; in selection mode a checkbox. */
export function InboxRow({ title, preview, date, unread, selectable = false, selected = false, onToggle, onOpen, className }: InboxRowProps) {
  const { t } = useTranslation('support');
  return (
    <Item $unread={unread} $selected={selectable && selected} className={className} data-testid="inbox-row" data-unread={unread || undefined}>
      {selectable && (
        <Checkbox
          checked={selected}
          onChange={() => onToggle?.()}
          label={<Sr>{t('inbox.select', { title })}</Sr>}
          data-testid="inbox-row-check"
        />
      )}
      <Main type="button" onClick={() => (selectable ? onToggle?.() : onOpen())} aria-pressed={selectable ? selected : undefined}>
        <Dot $on={unread} aria-hidden="true" />
        <Title $unread={unread}>
          {unread && <Sr>{t('inbox.unread')} </Sr>}
          {title}
        </Title>
        <When>{date}</When>
        <Preview>{preview}</Preview>
      </Main>
    </Item>
  );
}
