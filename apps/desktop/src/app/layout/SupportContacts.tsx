import styled from 'styled-components';
import { useGetGeneralQuery, useGetSocialLinksQuery } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { Icon } from '@khela/ui';
import { findSocial } from '../../components/support';

const List = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Contact = styled.a<{ $tone: string }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;
  svg {
    color: ${({ $tone }) => $tone};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: none;
  }
`;

/** Header support contacts: WhatsApp and Facebook from the social links, e-mail from the general settings. */
export function SupportContacts() {
  const { t } = useTranslation('shell');
  const { data: links } = useGetSocialLinksQuery();
  const { data: general } = useGetGeneralQuery();
  const whatsapp = findSocial(links, 'whatsapp');
  const facebook = findSocial(links, 'facebook');
  const mail = general?.support_mail;
  if (!whatsapp && !facebook && !mail) return null;

  return (
    <List aria-label={t('footer.support')}>
      <li>
        <Label>{t('footer.support')}</Label>
      </li>
      {whatsapp && (
        <li>
          <Contact href={whatsapp.link} target="_blank" rel="noopener noreferrer" $tone="#25d366">
            <Icon name="whatsapp" size={15} />
            WhatsApp
          </Contact>
        </li>
      )}
      {facebook && (
        <li>
          <Contact href={facebook.link} target="_blank" rel="noopener noreferrer" $tone="#4c8dff">
            <Icon name="facebook" size={15} />
            Facebook
          </Contact>
        </li>
      )}
      {mail && (
        <li>
          <Contact href={`mailto:${mail}`} $tone="#f5c242">
            <Icon name="mail" size={15} />
            {mail}
          </Contact>
        </li>
      )}
    </List>
  );
}
