export { SiteFooter, type SiteFooterProps, type FooterLinkComponent } from './SiteFooter';
export { PageText, type PageTextProps } from './PageText';
export { textBlocks, pageInLanguage, type TextBlock } from './pageText';
export { PaymentMarkSvg, ResponsibleMarkSvg, paymentMarkFor, PAYMENT_MARKS, RESPONSIBLE_MARKS, type PaymentMark, type ResponsibleMark } from './marks';
export { SitePageView, type SitePageViewProps } from './SitePageView';
