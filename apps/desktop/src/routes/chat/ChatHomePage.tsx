import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { selectSession, storageUrl, useGetChatsQuery, usePromotionsView, useSelector } from '@khela/api';
import { formatDateTime, formatPeriod, promotionName } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Button, Icon, Skeleton } from '@khela/ui';
import { GuestGate } from '../../components/GuestGate';
import { ChatLayout, Pane, StatusPill, useLastLine, useOtherName } from './ChatLayout';

const Body = styled.div`
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(6)};
  overflow-y: auto;
`;

const Hero = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    radial-gradient(ellipse 520px 200px at 0% 0%, rgba(18, 185, 129, 0.22), transparent 70%),
    ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  > span {
    display: grid;
    place-items: center;
    flex: none;
    width: 64px;
    height: 64px;
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.accentText};
    background: ${({ theme }) => theme.colors.accent};
  }
  h2 {
    font-size: ${({ theme }) => theme.font.sizeXl};
    line-height: 1.3;
  }
  p {
    margin-top: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  > button {
    margin-left: auto;
    flex: none;
  }
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.font.size};
  font-weight: 700;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Recent = styled(Link)`
  display: grid;
  grid-template-columns: 44px 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    text-decoration: none;
    border-color: ${({ theme }) => theme.colors.accent};
  }
  > span:first-child {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.accent};
    background: rgba(18, 185, 129, 0.14);
  }
  div {
    min-width: 0;
  }
  strong {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  p {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
`;

const Note = styled.p`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const Promos = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    flex-direction: column;
    height: 100%;
    border-radius: ${({ theme }) => theme.radii.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
    overflow: hidden;
    &:hover {
      text-decoration: none;
      border-color: rgba(245, 194, 66, 0.5);
    }
  }
  img {
    width: 100%;
    aspect-ratio: 2 / 1;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surface};
  }
  strong {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)} 0;
    font-size: ${({ theme }) => theme.font.sizeSm};
    line-height: 1.35;
  }
  small {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.gold};
    font-size: 12px;
  }
`;

/** /chat (spec 2 "Support chat"): the greeting with the username, the latest message, 'Send us a Message', promotions. */
export default function ChatHomePage() {
  const { t, i18n } = useTranslation(['support', 'shell']);
  const navigate = useNavigate();
  const session = useSelector(selectSession);
  const { data, isLoading } = useGetChatsQuery(undefined, { skip: !session.token });
  const { promotions, isLoading: promosLoading } = usePromotionsView();
  const line = useLastLine();
  const otherName = useOtherName();
  if (!session.token) return <GuestGate title={t('chat.desk')} />;
  const latest = data?.chats.find((c) => c.last_message) ?? data?.chats[0];

  return (
    <ChatLayout>
      <Pane>
        <Body data-testid="chat-home">
          <Hero>
            <span>
              <Icon name="chat" size={30} />
            </span>
            <div>
              <h2>{t('chat.greeting', { username: session.username ?? '' })}</h2>
              <p>{t('sheet.chatHint')}</p>
            </div>
            <Button variant="primary" size="lg" onClick={() => navigate('/chat-box')} data-testid="chat-send-us">
              {t('chat.sendUs')}
            </Button>
          </Hero>
          <section>
            <Heading>{t('chat.recent')}</Heading>
            {isLoading ? (
              <Skeleton height={76} />
            ) : latest ? (
              <Recent to={`/chat-box/${latest.chat_id}`} data-testid="chat-recent">
                <span>
                  <Icon name="chat" size={22} />
                </span>
                <div>
                  <strong>
                    {latest.last_message?.sender === 'agent' && latest.last_message.sender_name ? latest.last_message.sender_name : otherName(latest.other_user)}
                    <StatusPill $closed={latest.status === 'closed'}>{latest.status === 'closed' ? t('chat.statusClosed') : t('chat.statusOpen')}</StatusPill>
                  </strong>
                  <p>{line(latest)}</p>
                </div>
                <small>{formatDateTime(latest.last_message?.created_at ?? latest.updated_at)}</small>
              </Recent>
            ) : (
              <Note>{t('chat.noRecent')}</Note>
            )}
          </section>
          {(promosLoading || promotions.length > 0) && (
            <section>
              <Heading>{t('chat.promotionsTitle')}</Heading>
              <Promos>
                {promosLoading
                  ? [0, 1, 2].map((i) => (
                      <li key={i}>
                        <Skeleton height={190} radius="16px" />
                      </li>
                    ))
                  : promotions.slice(0, 3).map((p) => (
                      <li key={p.id}>
                        <Link to="/promotions">
                          {p.thumbnail && <img src={storageUrl(p.thumbnail)} alt="" loading="lazy" />}
                          <strong>{promotionName(p, i18n.language)}</strong>
                          <small>{formatPeriod(p.start_date, p.end_date)}</small>
                        </Link>
                      </li>
                    ))}
              </Promos>
            </section>
          )}
        </Body>
      </Pane>
    </ChatLayout>
  );
}
