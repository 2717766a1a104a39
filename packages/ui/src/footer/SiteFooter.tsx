import { useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import styled, { css } from 'styled-components';
import { currentYear } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Icon } from '../components/Icon';
import { PageText } from './PageText';
import { PAYMENT_MARKS, PaymentMarkSvg, RESPONSIBLE_MARKS, ResponsibleMarkSvg, paymentMarkFor } from './marks';

type Variant = 'mobile' | 'desktop';

/** A link of the app's router (react-router's Link fits); a plain anchor by default. */
export type FooterLinkComponent = ComponentType<{ to: string; children?: ReactNode; className?: string; 'data-testid'?: string }>;

const PlainLink: FooterLinkComponent = ({ to, children, className, 'data-testid': testId }) => (
  <a href={to} className={className} data-testid={testId}>
    {children}
  </a>
);

export interface SiteFooterProps {
  variant: Variant;
  /** Height of the folded text in px (spec 2: 200 on mobile, 970 on desktop). */
  foldPx: number;
  siteName: string;
  /** The collapsible text (footer-text), already in the reader's language. */
  text?: { title: string; body: string } | null;
  /** The licence text (footer-licence). */
  licence?: { title: string; body: string } | null;
  supportMail?: string;
  /** A full WhatsApp link. */
  whatsapp?: string;
  /** Opens the configured live chat; the item is hidden without it. */
  onLiveChat?: () => void;
  /** Social links with their icon addresses resolved. */
  socials?: { name: string; link: string; icon?: string }[];
  /** The sponsorship / brand ambassador image (general settings), resolved. */
  sponsorImage?: string | null;
  /** The operator's app (an APK): the download link goes there. */
  appUrl?: string | null;
  /** Without an APK: the download item is a button that installs the site as an app (or explains how). */
  onInstallApp?: () => void;
  /**
   * The operator's active payment methods (the server's list), with logos resolved; a drawn mark is used for a method
   * we know. Leave it out for the spec's fixed list of marks; an empty list shows none (e.g. while loading).
   */
  paymentMethods?: { name: string; icon?: string }[];
  /** Each app's own addresses of the guide's links. */
  paths: {
    signup: string;
    deposit: string;
    withdraw: string;
    promotions: string;
    /** The Responsible Gaming link: a logged-in player's Safer gambling page; /responsible-gaming when left out. */
    responsible?: string;
  };
  link?: FooterLinkComponent;
}

const Root = styled.footer<{ $v: Variant }>`
  background: #070c18;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  ${({ $v }) =>
    $v === 'desktop'
      ? css`
          margin-top: ${({ theme }) => theme.space(6)};
        `
      : css`
          margin-top: ${({ theme }) => theme.space(4)};
        `}
  a {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: none;
  }
`;

/** Desktop: the site's 1200 px page column; mobile: the screen with side padding. */
const Inner = styled.div<{ $v: Variant }>`
  margin: 0 auto;
  width: ${({ $v }) => ($v === 'desktop' ? '1200px' : 'auto')};
  padding: 0 ${({ theme, $v }) => ($v === 'desktop' ? '0' : theme.space(4))};
`;

const Columns = styled.div<{ $v: Variant }>`
  display: grid;
  gap: ${({ theme, $v }) => ($v === 'desktop' ? theme.space(8) : theme.space(5))};
  padding: ${({ theme, $v }) => ($v === 'desktop' ? `${theme.space(8)} 0 ${theme.space(6)}` : `${theme.space(5)} 0`)};
  grid-template-columns: ${({ $v }) => ($v === 'desktop' ? '1fr 1fr 1.5fr 1.1fr' : '1fr 1fr')};
`;

const Col = styled.section<{ $wide?: boolean }>`
  min-width: 0;
  ${({ $wide }) =>
    $wide &&
    css`
      grid-column: 1 / -1;
    `}
`;

const ColTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: 13px;
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
  a,
  button {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 28px;
    word-break: break-word;
  }
  button {
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.textMuted};
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  button:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Marks = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: inline-flex;
  }
`;

const Socials = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  a {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  img {
    width: 22px;
    height: 22px;
  }
`;

const Sponsor = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  img {
    width: 120px;
    height: auto;
    max-height: 72px;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Age = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  line-height: 1.5;
`;

const Block = styled.section`
  padding: ${({ theme }) => theme.space(5)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Fold = styled.div<{ $folded: boolean; $px: number }>`
  position: relative;
  max-height: ${({ $folded, $px }) => ($folded ? `${$px}px` : 'none')};
  overflow: hidden;
  &::after {
    content: '';
    display: ${({ $folded }) => ($folded ? 'block' : 'none')};
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    height: 72px;
    background: linear-gradient(180deg, rgba(7, 12, 24, 0), #070c18);
  }
  h2.footer-title {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.sizeLg};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: ${({ theme }) => theme.space(3)} auto 0;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Licence = styled.div`
  line-height: 1.6;
  font-size: 12px;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 12px;
    color: ${({ theme }) => theme.colors.text};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  p {
    margin: 0;
  }
`;

const Bottom = styled.div`
  padding: ${({ theme }) => theme.space(4)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  font-size: 12px;
`;

const LogoMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 88px;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: 7px;
  border: 1px solid rgba(255, 255, 255, 0.18);
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  font-size: 12px;
  img {
    height: 24px;
    width: auto;
    max-width: 64px;
    object-fit: contain;
  }
`;

/** A server payment method: its drawn mark when we know it, else its logo, else its name on a badge. */
function MethodMark({ name, icon, bankLabel }: { name: string; icon?: string; bankLabel: string }) {
  const [broken, setBroken] = useState(false);
  const mark = paymentMarkFor(name);
  if (mark) return <PaymentMarkSvg mark={mark} bankLabel={bankLabel} />;
  return (
    <LogoMark role="img" aria-label={name} title={name}>
      {icon && !broken ? <img src={icon} alt="" onError={() => setBroken(true)} /> : name}
    </LogoMark>
  );
}

/** The collapsible text: folded at `px` when it is taller, with Show More / Show Less. */
function FoldedText({ title, body, px }: { title: string; body: string; px: number }) {
  const { t } = useTranslation('shell');
  const inner = useRef<HTMLDivElement>(null);
  // Folded from the start (the footer's text is nearly always taller than the fold) and measured where the browser
  // lays the page out anyway: a ResizeObserver's call comes after layout and before paint, and a shorter text unfolds
  // in that same frame (flushSync). Measured at once in the layout effect, it forced the style and layout of the whole
  // new page inside React's commit, then rendered the footer again to fold it (issue 15).
  const [overflows, setOverflows] = useState(true);
  const [expanded, setExpanded] = useState(false);

  useLayoutEffect(() => {
    const el = inner.current;
    if (!el) return;
    if (typeof ResizeObserver === 'undefined') {
      setOverflows(el.scrollHeight > px + 1);
      return;
    }
    const ro = new ResizeObserver(() => {
      const over = el.scrollHeight > px + 1;
      flushSync(() => setOverflows(over));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [px, body]);

  return (
    <Block aria-labelledby="site-footer-text">
      <Fold $folded={overflows && !expanded} $px={px} ref={inner} data-testid="footer-text" data-folded={overflows && !expanded}>
        <h2 className="footer-title" id="site-footer-text">
          {title}
        </h2>
        <PageText body={body} level={3} />
      </Fold>
      {overflows && (
        <Toggle type="button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)} data-testid="footer-toggle">
          {expanded ? t('footer.showLess') : t('footer.showMore')}
          <span style={{ display: 'inline-flex', transform: `rotate(${expanded ? -90 : 90}deg)` }}>
            <Icon name="chevronRight" size={14} />
          </span>
        </Toggle>
      )}
    </Block>
  );
}

/**
 * The site footer of spec 2 "Footer", for both apps: support, the new-member guide, payment marks, responsible gaming,
 * social links, brand ambassadors, our pages, the app download, the collapsible text and the licence.
 */
export function SiteFooter({
  variant,
  foldPx,
  siteName,
  text,
  licence,
  supportMail,
  whatsapp,
  onLiveChat,
  socials = [],
  sponsorImage,
  appUrl,
  onInstallApp,
  paymentMethods,
  paths,
  link: L = PlainLink,
}: SiteFooterProps) {
  const { t } = useTranslation('shell');
  const mobile = variant === 'mobile';

  return (
    <Root $v={variant} data-testid="site-footer">
      <Inner $v={variant}>
        <Columns $v={variant}>
          <Col aria-labelledby="footer-support">
            <ColTitle id="footer-support">{t('footer.support')}</ColTitle>
            <LinkList>
              {onLiveChat && (
                <li>
                  <button type="button" onClick={onLiveChat} data-testid="footer-livechat">
                    <Icon name="chat" size={16} />
                    {t('nav.liveChat')}
                  </button>
                </li>
              )}
              {whatsapp && (
                <li>
                  <a href={whatsapp} target="_blank" rel="noopener noreferrer">
                    <Icon name="whatsapp" size={16} />
                    {t('footer.whatsapp')}
                  </a>
                </li>
              )}
              {supportMail && (
                <li>
                  <a href={`mailto:${supportMail}`}>
                    <Icon name="mail" size={16} />
                    {supportMail}
                  </a>
                </li>
              )}
            </LinkList>
          </Col>
          <Col aria-labelledby="footer-guide">
            <ColTitle id="footer-guide">{t('footer.guide')}</ColTitle>
            <LinkList>
              <li>
                <L to={paths.signup} data-testid="footer-guide-signup">
                  {t('footer.guideSignup')}
                </L>
              </li>
              <li>
                <L to={paths.deposit}>{t('footer.guideDeposit')}</L>
              </li>
              <li>
                <L to={paths.withdraw}>{t('footer.guideWithdraw')}</L>
              </li>
              <li>
                <L to={paths.promotions}>{t('footer.guidePromotions')}</L>
              </li>
            </LinkList>
          </Col>
          <Col $wide={mobile} aria-labelledby="footer-payments">
            <ColTitle id="footer-payments">{t('footer.payments')}</ColTitle>
            <Marks>
              {paymentMethods
                ? paymentMethods.map((m) => (
                    <li key={m.name} data-testid="footer-payment-method" data-name={m.name}>
                      <MethodMark name={m.name} icon={m.icon} bankLabel={t('footer.bankDeposit')} />
                    </li>
                  ))
                : PAYMENT_MARKS.map((m) => (
                    <li key={m}>
                      <PaymentMarkSvg mark={m} bankLabel={t('footer.bankDeposit')} />
                    </li>
                  ))}
            </Marks>
          </Col>
          <Col aria-labelledby="footer-links">
            <ColTitle id="footer-links">{t('footer.links')}</ColTitle>
            <LinkList>
              <li>
                <L to="/about-us" data-testid="footer-about">
                  {t('footer.aboutUs')}
                </L>
              </li>
              <li>
                <L to={paths.responsible ?? '/responsible-gaming'} data-testid="footer-rg">
                  {t('footer.responsible')}
                </L>
              </li>
              <li>
                <L to="/affiliate" data-testid="footer-affiliate">
                  {t('nav.affiliate')}
                </L>
              </li>
              {appUrl ? (
                <li>
                  <a href={appUrl} data-testid="footer-app">
                    <Icon name="download" size={16} />
                    {t('footer.app', { site: siteName })}
                  </a>
                </li>
              ) : (
                onInstallApp && (
                  <li>
                    <button type="button" onClick={onInstallApp} data-testid="footer-app">
                      <Icon name="download" size={16} />
                      {t('footer.app', { site: siteName })}
                    </button>
                  </li>
                )
              )}
            </LinkList>
          </Col>
          {socials.length > 0 && (
            <Col aria-labelledby="footer-follow">
              <ColTitle id="footer-follow">{t('footer.follow')}</ColTitle>
              <Socials>
                {socials.map((s) => (
                  <li key={s.link}>
                    <a href={s.link} target="_blank" rel="noopener noreferrer" aria-label={s.name} title={s.name}>
                      {s.icon ? <img src={s.icon} alt="" /> : <Icon name="globe" size={18} />}
                    </a>
                  </li>
                ))}
              </Socials>
            </Col>
          )}
          <Col $wide={mobile} aria-labelledby="footer-rg-title">
            <ColTitle id="footer-rg-title">{t('footer.responsible')}</ColTitle>
            <L to="/responsible-gaming" data-testid="footer-rg-marks">
              <Marks as="span" style={{ display: 'flex' }}>
                {RESPONSIBLE_MARKS.map((m) => (
                  <ResponsibleMarkSvg key={m} mark={m} label={t(`footer.marks.${m}`)} />
                ))}
              </Marks>
            </L>
            <Age>{t('footer.ageNote')}</Age>
          </Col>
          {sponsorImage && (
            <Col $wide={mobile} aria-labelledby="footer-ambassadors">
              <ColTitle id="footer-ambassadors">{t('footer.ambassadors')}</ColTitle>
              <L to="/about-us" data-testid="footer-sponsor">
                <Sponsor>
                  <img src={sponsorImage} alt={t('header.sponsor')} />
                  <span>{t('footer.ambassadorsNote', { site: siteName })}</span>
                </Sponsor>
              </L>
            </Col>
          )}
        </Columns>
        {text && text.body.trim() && <FoldedText title={text.title} body={text.body} px={foldPx} />}
        {licence && licence.body.trim() && (
          <Block aria-labelledby="footer-licence">
            <Licence data-testid="footer-licence">
              <h3 id="footer-licence">{licence.title}</h3>
              <PageText body={licence.body} level={3} />
            </Licence>
          </Block>
        )}
      </Inner>
      <Bottom>{t('footer.copyright', { year: currentYear(), site: siteName })}</Bottom>
    </Root>
  );
}
