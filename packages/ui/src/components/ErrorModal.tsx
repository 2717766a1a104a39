import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { Button } from './Button';
import { Modal } from './Modal';

export type ErrorModalProps = {
  open: boolean;
  /** Message body; HTML is allowed and sanitised (scripts, handlers and javascript: links are removed). */
  html: string;
  /** Defaults to the translated "Error". */
  title?: string;
  onClose(): void;
};

const Content = styled.div`
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  & p + p { margin-top: ${({ theme }) => theme.space(2)}; }
  & a { text-decoration: underline; }
  & ul, & ol { padding-left: ${({ theme }) => theme.space(5)}; margin: ${({ theme }) => theme.space(2)} 0; }
  & img { max-width: 100%; height: auto; }
`;

/** Sanitises untrusted HTML for display. */
export function sanitizeHtml(html: string): string {
  if (typeof window === 'undefined') return '';
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/** The global "Error" alert: its body accepts HTML, sanitised with DOMPurify. */
export function ErrorModal({ open, html, title, onClose }: ErrorModalProps) {
  const { t } = useTranslation('ui');
  const clean = useMemo(() => (open ? sanitizeHtml(html) : ''), [open, html]);
  return (
    <Modal
      open={open}
      title={title ?? t('error')}
      onClose={onClose}
      testId="error-modal"
      footer={
        <Button onClick={onClose} data-testid="error-modal-ok">
          {t('ok')}
        </Button>
      }
    >
      <Content data-testid="error-modal-body" dangerouslySetInnerHTML={{ __html: clean }} />
    </Modal>
  );
}
