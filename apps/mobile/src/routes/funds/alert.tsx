import { useCallback, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { FundsRefusal } from '@khela/domain';
import { FundsErrorModal, useFundsErrorState, useFundsRefusalShow, type FundsErrorLink } from '@khela/ui';
import { useShowError } from '../../app/errorModal';
import { escapeHtml } from '../../lib/html';

export type AlertLink = FundsErrorLink;

/**
 * Alerts of the funds screens: plain texts go to the global Error modal; a text that leads somewhere (verify the
 * phone on /profile, complete the turnover on /turnover-record, spec 1 §5, §8) opens the shared funds Error modal
 * (@khela/ui) with the text as an in-app link, so the player lands on the page without a reload.
 */
export function useFundsAlert(): { alert(text: string, link?: AlertLink): void; element: ReactNode } {
  const showError = useShowError();
  const { open: linked, show, close } = useFundsErrorState();

  const alert = useCallback(
    (text: string, link?: AlertLink) => {
      if (link) show(text, link);
      else showError(escapeHtml(text));
    },
    [show, showError],
  );

  const element = linked ? <FundsErrorModal text={linked.text} link={linked.link} onClose={close} linkComponent={Link} /> : null;

  return { alert, element };
}

/** A refusal of the shared deposit / withdrawal flows: its words (shared), with the link to /profile or /turnover-record. */
export function useFundsRefusal(): { refuse(r: FundsRefusal): void; element: ReactNode } {
  const { alert, element } = useFundsAlert();
  const refuse = useFundsRefusalShow(alert, { profile: '/profile', turnover: '/turnover-record' });
  return { refuse, element };
}
