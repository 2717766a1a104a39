import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { MESSAGES, REDIRECT_DELAY_MS } from '@khela/domain';
import { endReasonShown, selectEndReason } from '../session';

/**
 * After a password change every session ends (spec 2 §8): wherever the player is, tell them 'Password changed
 * successfully. Please login with your new password.' and go to /login after 1.5 s. Both apps run it once, in their
 * frame; `notify` gets the message's English text (translate it), `toLogin` navigates.
 */
export function usePasswordChangedNotice(notify: (text: string) => void, toLogin: () => void): boolean {
  const reason = useSelector(selectEndReason);
  const dispatch = useDispatch();
  const actions = useRef({ notify, toLogin });
  actions.current = { notify, toLogin };
  useEffect(() => {
    if (reason !== 'password_changed') return;
    actions.current.notify(MESSAGES.passwordChangedLogin);
    const timer = setTimeout(() => {
      dispatch(endReasonShown());
      actions.current.toLogin();
    }, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reason, dispatch]);
  return reason === 'password_changed';
}
