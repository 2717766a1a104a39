import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { selectIsLoggedIn, useSelector } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { Icon, Modal, focusRing, type IconName } from '@khela/ui';
import { closeSupportSheet, useSupportAlternatives, useSupportSheetOpen, type SupportAlternative } from '../../app/support';

const Primary = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: 64px;
  padding: ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font: inherit;
  text-align: start;
  cursor: pointer;
  ${focusRing}
  strong { display: block; font-size: ${({ theme }) => theme.font.sizeLg}; }
  small { display: block; font-size: ${({ theme }) => theme.font.sizeSm}; opacity: 0.85; }
  > span:last-child { flex: 1; min-width: 0; }
`;

const Others = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Alt = styled.a<{ $tone: string }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  ${focusRing}
  &:hover { text-decoration: none; filter: brightness(1.08); }
  svg { color: ${({ $tone }) => $tone}; flex: 0 0 auto; }
`;

const ALT: Record<SupportAlternative['kind'], { icon: IconName; tone: string }> = {
  whatsapp: { icon: 'whatsapp', tone: '#25d366' },
  telegram: { icon: 'telegram', tone: '#2aabee' },
  liveChat: { icon: 'chat', tone: '#7dd3fc' },
};

/** The support sheet (issue 12): "Chat with us" first, the external contacts as alternatives. The shell draws it once. */
export function SupportSheet() {
  const { t } = useTranslation(['support', 'shell']);
  const open = useSupportSheetOpen();
  const loggedIn = useSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const alternatives = useSupportAlternatives();

  const label = (a: SupportAlternative) =>
    a.kind === 'whatsapp' ? t('shell:footer.whatsapp') : a.kind === 'telegram' ? t('support:sheet.telegram') : t('support:sheet.liveChat');

  return (
    <Modal open={open} onClose={closeSupportSheet} title={t('shell:maintenance.support')} testId="support-sheet" maxWidth={420}>
      <Primary
        type="button"
        data-testid="support-chat-with-us"
        onClick={() => {
          closeSupportSheet();
          if (loggedIn) navigate('/chat');
          else navigate('/login', { state: { from: '/chat' } });
        }}
      >
        <Icon name="chat" size={28} />
        <span>
          <strong>{t('support:sheet.chatWithUs')}</strong>
          <small>{loggedIn ? t('support:sheet.chatHint') : t('support:sheet.loginHint')}</small>
        </span>
      </Primary>
      {alternatives.length > 0 && (
        <>
          <Others>{t('support:sheet.others')}</Others>
          <List>
            {alternatives.map((a) => (
              <li key={a.kind}>
                <Alt href={a.href} target="_blank" rel="noopener noreferrer" $tone={ALT[a.kind].tone} onClick={closeSupportSheet} data-testid={`support-alt-${a.kind}`}>
                  <Icon name={ALT[a.kind].icon} size={22} />
                  {label(a)}
                </Alt>
              </li>
            ))}
          </List>
        </>
      )}
    </Modal>
  );
}
