import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * What an empty lobby says (a category without games, opened by a deep link): a line of text and links to the
 * categories that have games. Both apps draw it; each passes its own link (its router, its addresses).
 */
const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3.5)};
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    text-decoration: none;
  }
`;

export interface EmptyLobbyHintProps<T extends { key: string }> {
  /** The categories that have games. */
  elsewhere: readonly T[];
  /** Shown when some category has games. */
  text: string;
  /** Shown when none has. */
  noneText: string;
  /** One category's link (icon and label inside). */
  renderLink(item: T): ReactNode;
}

export function EmptyLobbyHint<T extends { key: string }>({ elsewhere, text, noneText, renderLink }: EmptyLobbyHintProps<T>) {
  return (
    <Root data-testid="empty-category">
      <p>{elsewhere.length > 0 ? text : noneText}</p>
      <ul>
        {elsewhere.map((c) => (
          <li key={c.key}>{renderLink(c)}</li>
        ))}
      </ul>
    </Root>
  );
}
