import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { FieldError, FieldRoot } from './Field';

export interface BotCheckFieldProps {
  /** A new challenge: `useBotCheck().loadChallenge` of @khela/api (GET /api/altcha). */
  loadChallenge(): Promise<unknown>;
  /** The solution once the widget has solved its challenge; '' when there is none (any more). */
  onChange(value: string): void;
  error?: string | null;
  /** The form field's name; `altcha` unless told. */
  name?: string;
}

type WidgetState = 'loading' | 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code';

interface AltchaElement extends HTMLElement {
  configure(options: Record<string, unknown>): Promise<void>;
}

/** The widget's box, in our colours; the height is kept while its script loads, so the form does not jump. */
const Box = styled.div<{ $invalid: boolean }>`
  min-height: 58px;
  --altcha-max-width: 100%;
  --altcha-border-radius: ${({ theme }) => theme.radii.md};
  --altcha-border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  --altcha-color-base: ${({ theme }) => theme.colors.surfaceAlt};
  --altcha-color-base-content: ${({ theme }) => theme.colors.text};
  --altcha-color-neutral: ${({ theme }) => theme.colors.border};
  --altcha-color-neutral-content: ${({ theme }) => theme.colors.textMuted};
  --altcha-color-primary: ${({ theme }) => theme.colors.accent};
  --altcha-color-primary-content: ${({ theme }) => theme.colors.accentText};
  --altcha-color-success: ${({ theme }) => theme.colors.success};
  --altcha-color-error: ${({ theme }) => theme.colors.danger};
  --altcha-checkbox-border-color: ${({ theme }) => theme.colors.textMuted};
  --altcha-spinner-color: ${({ theme }) => theme.colors.accent};
  --altcha-input-background-color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size};

  altcha-widget {
    display: block;
    font-family: inherit;
  }
`;

/**
 * The bot check of the phone's sign-up and both recovery tabs (the spec's "bot-check widget area"): the ALTCHA widget
 * (a web component, loaded only here) fetches a proof-of-work challenge, solves it in workers when the player ticks
 * it or starts filling the form, and hands the solution to the form (`onChange`), which sends it as `altcha`. Its
 * words are ours (ui's `botCheck.*`, English and Bangla).
 */
export function BotCheckField({ loadChallenge, onChange, error = null, name = 'altcha' }: BotCheckFieldProps) {
  const { t, i18n } = useTranslation('ui');
  const lang = (i18n.language ?? 'en').startsWith('bn') ? 'bn' : 'en';
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<WidgetState>('loading');
  const errorId = `bot-check-${useId()}-error`;
  const latest = useRef({ loadChallenge, onChange });
  useEffect(() => {
    latest.current = { loadChallenge, onChange };
  });
  const strings = JSON.stringify({
    label: t('botCheck.label'),
    verifying: t('botCheck.verifying'),
    verified: t('botCheck.verified'),
    error: t('botCheck.error'),
    expired: t('botCheck.expired'),
    verificationRequired: t('botCheck.required'),
    waitAlert: t('botCheck.wait'),
    loading: t('loading'),
    reload: t('retry'),
    verify: t('botCheck.verify'),
    cancel: t('cancel'),
  });

  useEffect(() => {
    let gone = false;
    let widget: AltchaElement | null = null;
    const onState = (e: Event) => {
      const next = (e as CustomEvent<{ state: WidgetState; payload?: string }>).detail;
      setState(next.state);
      if (next.state === 'verified' && next.payload) latest.current.onChange(next.payload);
      else if (next.state !== 'verifying') latest.current.onChange('');
    };
    const onLoad = () => {
      void widget?.configure({
        // The challenge comes through @khela/api (RTK Query), not the widget's own request.
        fetch: async () =>
          new Response(JSON.stringify(await latest.current.loadChallenge()), { status: 200, headers: { 'content-type': 'application/json' } }),
      });
    };
    void import('./altchaWidget').then(({ setAltchaStrings }) => {
      if (gone || !host.current) return;
      setAltchaStrings(lang, JSON.parse(strings) as Record<string, string>);
      const el = document.createElement('altcha-widget') as AltchaElement;
      el.setAttribute('name', name);
      el.setAttribute('language', lang);
      el.setAttribute('auto', 'onfocus');
      el.setAttribute('challenge', '/api/altcha');
      el.setAttribute('configuration', JSON.stringify({ hideFooter: true, hideLogo: false, minDuration: 400 }));
      el.addEventListener('statechange', onState);
      el.addEventListener('load', onLoad);
      widget = el;
      host.current.replaceChildren(el);
      setState('unverified');
    });
    return () => {
      gone = true;
      if (widget) {
        widget.removeEventListener('statechange', onState);
        widget.removeEventListener('load', onLoad);
        widget.remove();
      }
    };
  }, [lang, name, strings]);

  return (
    <FieldRoot data-testid="bot-check-field">
      <Box
        ref={host}
        $invalid={Boolean(error)}
        data-testid="bot-check"
        data-state={state}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldRoot>
  );
}
