import { useCallback, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import type { FundsLink, FundsRefusal } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import { useRefusalWords } from './refusal';

/** Where an error of the funds screens leads (the app's own address) and the words of the way there. */
export interface FundsErrorLink {
  to: string;
  label: string;
}

/** A link of the app's router (react-router's Link fits). */
export type FundsLinkComponent = ComponentType<{ to: string; onClick?: () => void; className?: string; children?: ReactNode; 'data-testid'?: string }>;

const Text = styled.p`
  line-height: 1.55;
  overflow-wrap: anywhere;
  a { color: ${({ theme }) => theme.colors.accent}; text-decoration: underline; font-weight: 600; }
`;

const ActionLink = styled(({ component: L, ...rest }: { component: FundsLinkComponent; to: string; onClick(): void; className?: string; children: ReactNode; 'data-testid': string }) => (
  <L {...rest} />
))`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 700;
  white-space: nowrap;
  &:hover { text-decoration: none; filter: brightness(1.06); }
`;

export interface FundsErrorModalProps {
  text: string;
  /** A text that leads somewhere (verify the phone, complete the turnover) is a link there, with a button to it. */
  link?: FundsErrorLink;
  onClose(): void;
  linkComponent: FundsLinkComponent;
}

/** The Error modal of the funds screens (both apps): OK, and where a link is given the text and a button lead there. */
export function FundsErrorModal({ text, link, onClose, linkComponent: L }: FundsErrorModalProps) {
  const { t } = useTranslation('ui');
  return (
    <Modal
      open
      title={t('error')}
      onClose={onClose}
      testId="error-modal"
      footer={
        <>
          <Button variant={link ? 'secondary' : 'primary'} onClick={onClose} data-testid="error-modal-ok">
            {t('ok')}
          </Button>
          {link && (
            <ActionLink component={L} to={link.to} onClick={onClose} data-testid="error-modal-action">
              {link.label}
            </ActionLink>
          )}
        </>
      }
    >
      <Text data-testid="error-modal-body">
        {link ? (
          <L to={link.to} onClick={onClose} data-testid="error-modal-link">
            {text}
          </L>
        ) : (
          text
        )}
      </Text>
    </Modal>
  );
}

/** The open state of a FundsErrorModal: `show` opens it with a text (and a link), `close` shuts it. */
export function useFundsErrorState() {
  const [open, setOpen] = useState<{ text: string; link?: FundsErrorLink } | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const show = useCallback((text: string, link?: FundsErrorLink) => setOpen({ text, link }), []);
  return { open, show, close };
}

/**
 * A refusal of the shared deposit / withdrawal flows, shown by the app's `show`: its words (`useRefusalWords`), with
 * the link to the app's own page for it (`paths`: /profile or the Profile tab, /turnover-record or the Turnover tab).
 */
export function useFundsRefusalShow(show: (text: string, link?: FundsErrorLink) => void, paths: Record<FundsLink, string>): (r: FundsRefusal) => void {
  const { t } = useTranslation('wallet');
  const words = useRefusalWords();
  const labels: Record<FundsLink, string> = { profile: t('funds.goProfile'), turnover: t('funds.goTurnover') };
  return (r) => {
    const w = words(r);
    show(w.text, w.link ? { to: paths[w.link], label: labels[w.link] } : undefined);
  };
}
