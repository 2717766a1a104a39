import { useCallback, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { FundsLink, FundsRefusal } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Button, Modal, useRefusalWords } from '@khela/ui';
import { useShowError } from '../../app/errorModal';
import { escapeHtml } from '../../lib/html';

export interface AlertLink {
  to: string;
  label: string;
}

const Text = styled.p`
  line-height: 1.55;
  overflow-wrap: anywhere;
  a { color: ${({ theme }) => theme.colors.accent}; text-decoration: underline; font-weight: 600; }
`;

const ActionLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 700;
  white-space: nowrap;
  &:hover { text-decoration: none; filter: brightness(1.05); }
`;

/**
 * Alerts of the funds screens: plain texts go to the global Error modal; a text that leads somewhere (verify the
 * phone on /profile, complete the turnover on /turnover-record, spec 1 §5, §8) opens the same modal with the text
 * as an in-app link, so the player lands on the page without a reload.
 */
export function useFundsAlert(): { alert(text: string, link?: AlertLink): void; element: ReactNode } {
  const { t } = useTranslation('ui');
  const showError = useShowError();
  const [linked, setLinked] = useState<{ text: string; link: AlertLink } | null>(null);
  const close = useCallback(() => setLinked(null), []);

  const alert = useCallback(
    (text: string, link?: AlertLink) => {
      if (link) setLinked({ text, link });
      else showError(escapeHtml(text));
    },
    [showError],
  );

  const element = linked ? (
    <Modal
      open
      title={t('error')}
      onClose={close}
      testId="error-modal"
      footer={
        <>
          <Button variant="secondary" onClick={close} data-testid="error-modal-ok">
            {t('ok')}
          </Button>
          <ActionLink to={linked.link.to} onClick={close} data-testid="error-modal-action">
            {linked.link.label}
          </ActionLink>
        </>
      }
    >
      <Text data-testid="error-modal-body">
        <Link to={linked.link.to} onClick={close} data-testid="error-modal-link">
          {linked.text}
        </Link>
      </Text>
    </Modal>
  ) : null;

  return { alert, element };
}

/** A refusal of the shared deposit / withdrawal flows: its words (shared), with the link to /profile or /turnover-record. */
export function useFundsRefusal(): { refuse(r: FundsRefusal): void; element: ReactNode } {
  const { t } = useTranslation('wallet');
  const words = useRefusalWords();
  const { alert, element } = useFundsAlert();
  const links: Record<FundsLink, AlertLink> = {
    profile: { to: '/profile', label: t('funds.goProfile') },
    turnover: { to: '/turnover-record', label: t('funds.goTurnover') },
  };
  const refuse = (r: FundsRefusal) => {
    const w = words(r);
    alert(w.text, w.link ? links[w.link] : undefined);
  };
  return { refuse, element };
}
