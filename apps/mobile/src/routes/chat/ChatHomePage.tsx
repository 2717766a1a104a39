import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { selectSession, storageUrl, useGetChatsQuery, useGetPromotionsQuery, useSelector } from '@khela/api';
import { SUPPORT_PROMOTION_PREVIEW_WORDS, previewWords, promotionDesc, promotionName } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Button, Icon, Skeleton, focusRing } from '@khela/ui';
import { PageHeader } from '../../app/PageHeader';
import { ChatNav, SupportPage } from './ChatNav';
import { ChatRow } from './parts';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
`;

const Hero = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(145deg, rgba(18, 185, 129, 0.28) 0%, rgba(18, 26, 46, 1) 70%);
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeXl};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Promo = styled(Link)`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  ${focusRing}
  &:hover { text-decoration: none; filter: brightness(1.06); }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 7;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  div { padding: ${({ theme }) => theme.space(3)}; }
  strong { display: block; margin-bottom: ${({ theme }) => theme.space(1)}; }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeSm};
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: 1.5;
    overflow-wrap: anywhere;
  }
`;

/** Promotion descriptions may carry simple markup: the card shows text only. */
function plain(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
}

/** /chat (spec 2 "Support chat"): greeting, the most recent message, 'Send us a Message', promotions, footer. */
export default function ChatHomePage() {
  const { t, i18n } = useTranslation(['support', 'shell']);
  const navigate = useNavigate();
  const { username } = useSelector(selectSession);
  const chats = useGetChatsQuery();
  const promos = useGetPromotionsQuery();
  const recent = chats.data?.chats[0] ?? null;
  const active = (promos.data ?? []).filter((p) => p.status === 'active');

  return (
    <>
      <PageHeader title={t('support:chat.desk')} back="/" />
      <SupportPage data-testid="chat-home">
        <Body>
          <Hero>
            <h2 data-testid="chat-greeting">{t('support:chat.greeting', { username: username ?? '' })}</h2>
            <p>{t('support:chat.subtitle')}</p>
            <Button size="lg" block onClick={() => navigate('/chat-box')} data-testid="chat-send-us">
              <Icon name="chat" size={20} />
              {t('support:chat.sendUs')}
            </Button>
          </Hero>

          <Section aria-labelledby="chat-recent">
            <h3 id="chat-recent">{t('support:chat.recent')}</h3>
            {chats.isLoading ? <Skeleton height={72} /> : recent ? <ChatRow chat={recent} /> : <Empty>{t('support:chat.noConversations')}</Empty>}
          </Section>

          {active.length > 0 && (
            <Section aria-labelledby="chat-promos">
              <h3 id="chat-promos">{t('support:chat.promotionsTitle')}</h3>
              {active.map((p) => (
                <Promo key={p.id} to="/promotions" data-testid="chat-promo">
                  {p.thumbnail && <img src={storageUrl(p.thumbnail)} alt="" loading="lazy" />}
                  <div>
                    <strong>{promotionName(p, i18n.language)}</strong>
                    <p>{previewWords(plain(promotionDesc(p, i18n.language)), SUPPORT_PROMOTION_PREVIEW_WORDS)}</p>
                  </div>
                </Promo>
              ))}
            </Section>
          )}
        </Body>
        <ChatNav />
      </SupportPage>
    </>
  );
}
