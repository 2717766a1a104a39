import { Fragment } from 'react';
import styled from 'styled-components';
import { textBlocks } from './pageText';

const Root = styled.div`
  color: inherit;
  line-height: 1.7;
  h2,
  h3 {
    margin: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.text};
    font-size: 16px;
    line-height: 1.4;
  }
  & > *:first-child {
    margin-top: 0;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

export interface PageTextProps {
  /** Plain text: blank lines separate paragraphs (see textBlocks). */
  body: string;
  /** Heading level of the paragraphs' headings (the page's own title is the level above). */
  level?: 2 | 3;
  className?: string;
}

/** An operator text (About Us, Responsible Gaming, the footer text…) as paragraphs with their headings. */
export function PageText({ body, level = 2, className }: PageTextProps) {
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <Root className={className} data-testid="page-text">
      {textBlocks(body).map((b, i) => (
        <Fragment key={i}>
          {b.heading && <H>{b.heading}</H>}
          {b.lines.map((line, j) => (
            <p key={j}>{line}</p>
          ))}
        </Fragment>
      ))}
    </Root>
  );
}
