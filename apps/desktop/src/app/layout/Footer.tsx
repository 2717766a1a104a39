import { useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useGetGeneralQuery, useGetSocialLinksQuery } from '@khela/api';
import { FOOTER_FOLD_PX } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Icon } from '@khela/ui';
import { Container } from '../../components/Container';
import { findSocial, type SocialKind } from '../../components/support';

/** Spec 2 §9: the footer text is folded at 970 px on desktop. */
const FOLD_PX = FOOTER_FOLD_PX.desktop;

/** The long-form sections of the footer text, in order (desktop.json footer.seo.*). */
const SEO_SECTIONS = ['intro', 'casino', 'slots', 'more', 'exchange', 'payments', 'promotions', 'security', 'support', 'faq', 'responsible'] as const;

/** Payment methods named by spec 2 "Footer"; names only, no logos are served. */
const PAYMENT_METHODS = ['bankDeposit', 'bKash', 'UPAY', 'OKWallet', 'SureCash', 'tapPay', 'USDT', 'BTC'] as const;

const Root = styled.footer`
  margin-top: ${({ theme }) => theme.space(6)};
  background: #070c18;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1.2fr 1.4fr 1fr 1fr;
  gap: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(6)};
`;

const ColTitle = styled.h3`
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: 14px;
  color: ${({ theme }) => theme.colors.text};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const LinkList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: none;
  }
`;

const Chips = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  li {
    padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    font-size: 12px;
  }
`;

const Age = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  line-height: 1.45;
`;

const AgeBadge = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 42px;
  height: 42px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 800;
  font-size: 14px;
`;

const TextBlock = styled.section`
  padding: ${({ theme }) => theme.space(6)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Fold = styled.div<{ $folded: boolean }>`
  position: relative;
  max-height: ${({ $folded }) => ($folded ? `${FOLD_PX}px` : 'none')};
  overflow: hidden;
  &::after {
    content: '';
    display: ${({ $folded }) => ($folded ? 'block' : 'none')};
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    height: 120px;
    background: linear-gradient(180deg, rgba(7, 12, 24, 0), #070c18);
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.sizeLg};
    color: ${({ theme }) => theme.colors.text};
  }
  h3 {
    margin: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(2)};
    font-size: 15px;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    line-height: 1.7;
  }
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: ${({ theme }) => theme.space(3)} auto 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Bottom = styled.div`
  padding: ${({ theme }) => theme.space(4)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  font-size: 12px;
`;

const SOCIAL_ICONS: Record<SocialKind, 'whatsapp' | 'facebook' | 'telegram'> = {
  whatsapp: 'whatsapp',
  facebook: 'facebook',
  telegram: 'telegram',
};

function SeoText({ expanded, setExpanded }: { expanded: boolean; setExpanded(v: boolean): void }) {
  const { t, i18n } = useTranslation('shell');
  const inner = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const el = inner.current;
    if (el) setOverflows(el.scrollHeight > FOLD_PX);
  }, [i18n.language]);

  return (
    <TextBlock aria-labelledby="footer-about">
      <Fold $folded={overflows && !expanded} ref={inner} id="about-us">
        <h2 id="footer-about">{t('footer.seo.title')}</h2>
        {SEO_SECTIONS.map((key) => (
          <div key={key} id={key === 'responsible' ? 'responsible-gaming' : undefined}>
            <h3>{t(`footer.seo.${key}.title`)}</h3>
            {(t(`footer.seo.${key}.body`) as string).split('\n').map((para, i) => (
              <p key={i}>{para}</p>
            ))}
          </div>
        ))}
      </Fold>
      {overflows && (
        <Toggle type="button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)} data-testid="footer-toggle">
          {expanded ? t('footer.showLess') : t('footer.showMore')}
          <span style={{ display: 'inline-flex', transform: `rotate(${expanded ? -90 : 90}deg)` }}>
            <Icon name="chevronRight" size={14} />
          </span>
        </Toggle>
      )}
    </TextBlock>
  );
}

/** Footer (spec 2 "Footer"): support, payment methods, responsible gaming, links, the folded site text. */
export function Footer() {
  const { t } = useTranslation('shell');
  const { data: general } = useGetGeneralQuery();
  const { data: links } = useGetSocialLinksQuery();
  const socials = (['whatsapp', 'facebook', 'telegram'] as const)
    .map((kind) => ({ kind, link: findSocial(links, kind) }))
    .filter((s) => s.link);
  const siteName = general?.site_title || 'Khela';
  const [expanded, setExpanded] = useState(false);
  /** The links to sections of the folded text unfold it first. */
  const toSection = (id: string) => (e: React.MouseEvent) => {
    e.preventDefault();
    setExpanded(true);
    requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };
  const affiliate = `${window.location.protocol}//affiliate.${window.location.hostname.replace(/^www\./, '')}`;

  return (
    <Root data-testid="desktop-footer">
      <Container>
        <Columns>
          <div>
            <ColTitle>{t('footer.seo.support.title')}</ColTitle>
            <LinkList>
              {general?.support_mail && (
                <li>
                  <a href={`mailto:${general.support_mail}`}>
                    <Icon name="mail" size={16} />
                    {general.support_mail}
                  </a>
                </li>
              )}
              {socials.map(({ kind, link }) => (
                <li key={kind}>
                  <a href={link!.link} target="_blank" rel="noopener noreferrer">
                    <Icon name={SOCIAL_ICONS[kind]} size={16} />
                    {link!.name}
                  </a>
                </li>
              ))}
            </LinkList>
          </div>
          <div>
            <ColTitle>{t('footer.payments')}</ColTitle>
            <Chips aria-label={t('footer.payments')}>
              {PAYMENT_METHODS.map((m) => (
                <li key={m}>{m === 'bankDeposit' ? t('footer.bankDeposit') : m}</li>
              ))}
            </Chips>
          </div>
          <div>
            <ColTitle>{t('footer.responsible')}</ColTitle>
            <Age>
              <AgeBadge aria-hidden>18+</AgeBadge>
              <span>{t('footer.ageNote')}</span>
            </Age>
          </div>
          <div>
            <ColTitle>{t('footer.links')}</ColTitle>
            <LinkList>
              <li>
                <a href={affiliate} target="_blank" rel="noopener noreferrer">
                  {t('nav.affiliate')}
                </a>
              </li>
              <li>
                <a href="#responsible-gaming" onClick={toSection('responsible-gaming')}>{t('footer.responsible')}</a>
              </li>
              <li>
                <a href="#about-us" onClick={toSection('about-us')}>{t('footer.aboutUs')}</a>
              </li>
              {general?.app_download_url && (
                <li>
                  <a href={general.app_download_url} download>
                    <Icon name="download" size={16} />
                    {t('footer.app', { site: siteName })}
                  </a>
                </li>
              )}
            </LinkList>
          </div>
        </Columns>
        <SeoText expanded={expanded} setExpanded={setExpanded} />
      </Container>
      <Bottom>{t('footer.copyright', { year: new Date().getFullYear(), site: siteName })}</Bottom>
    </Root>
  );
}
