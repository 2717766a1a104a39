import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { Icon } from '@khela/ui';
import { Btn } from './kit';

/**
 * A panel that slides in from the right over the page (a record's details next to its list). Escape and the close
 * button close it; dialogs opened from it sit above it and take Escape first.
 */
export function Drawer({ title, children, footer, onClose, testId, width = 560 }: { title: ReactNode; children: ReactNode; footer?: ReactNode; onClose(): void; testId?: string; width?: number }) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      // A dialog above the drawer handles its own Escape.
      if (e.key !== 'Escape' || document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, []);

  return createPortal(
    <>
      <Shade onMouseDown={() => close.current()} aria-hidden />
      <Panel ref={panel} role="complementary" aria-labelledby={titleId} tabIndex={-1} $width={width} data-testid={testId}>
        <Head>
          <h2 id={titleId}>{title}</h2>
          <Btn $variant="ghost" $size="sm" onClick={() => close.current()} aria-label={t('close')} data-testid={testId ? `${testId}-close` : undefined}>
            <Icon name="close" size={16} />
          </Btn>
        </Head>
        <Body>{children}</Body>
        {footer && <Foot>{footer}</Foot>}
      </Panel>
    </>,
    document.body,
  );
}

/** A titled block inside a drawer. */
export function DrawerSection({ title, children, aside }: { title: ReactNode; children: ReactNode; aside?: ReactNode }) {
  return (
    <Section>
      <SectionHead>
        <h3>{title}</h3>
        {aside}
      </SectionHead>
      {children}
    </Section>
  );
}

/** Pretty-printed JSON (params, outcomes), or a dash when there is none. */
export function JsonBlock({ value, testId }: { value: unknown; testId?: string }) {
  if (value === null || value === undefined) return <Pre data-testid={testId}>—</Pre>;
  return <Pre data-testid={testId}>{JSON.stringify(value, null, 2)}</Pre>;
}

const slideIn = keyframes`
  from { transform: translateX(24px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

const Shade = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  background: rgba(3, 7, 18, 0.45);
`;

const Panel = styled.div<{ $width: number }>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 901;
  display: flex;
  flex-direction: column;
  width: min(${({ $width }) => $width}px, 100vw);
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: -12px 0 32px rgba(0, 0, 0, 0.35);
  animation: ${slideIn} 0.18s ease-out;
  outline: none;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 56px;
  padding: 0 12px 0 18px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 { font-size: 16px; font-weight: 700; display: flex; align-items: center; gap: 10px; }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 16px 18px 24px;
`;

const Foot = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  padding: 12px 18px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Section = styled.section`
  & + & { margin-top: 18px; }
`;

const SectionHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 8px;
  h3 {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 11.5px;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
`;

const Pre = styled.pre`
  margin: 0;
  max-height: 240px;
  overflow: auto;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.bg};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;
  font-size: 12px;
  line-height: 1.5;
  white-space: pre-wrap;
  word-break: break-all;
`;
