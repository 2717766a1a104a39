export { theme, media, focusRing, visuallyHidden, type KhelaTheme } from './theme';
export { GlobalStyle } from './GlobalStyle';

export { Icon, LineSvg, iconNames, type IconName, type IconProps, type LineSvgProps } from './components/Icon';
export { Button, IconButton, type ButtonProps, type ButtonVariant, type ButtonSize, type IconButtonProps } from './components/Button';
export { TextInput, type TextInputProps } from './components/TextInput';
export { CaptchaField, type CaptchaFieldProps } from './components/CaptchaField';
export { BotCheckField, type BotCheckFieldProps } from './components/BotCheckField';
export { Select, type SelectProps, type SelectOption } from './components/Select';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { Tabs, type TabsProps, type TabItem } from './components/Tabs';
export { Modal, type ModalProps } from './components/Modal';
export { ErrorModal, sanitizeHtml, type ErrorModalProps } from './components/ErrorModal';
export { ToastProvider, useToast, useMessageToast, TOAST_DURATION, type ToastApi, type ToastKind, type ToastPlacement } from './components/Toast';
export { coversAction, useCoversAction } from './components/floating';
export { Loader, Spinner, FullScreenLoader } from './components/Loader';
export { Skeleton, type SkeletonProps } from './components/Skeleton';
export { AmountText, formatAmount, type AmountTextProps } from './components/AmountText';
export { BalanceDisplay, BalanceCard, REFRESH_SPIN_MS, type BalanceProps } from './components/BalanceDisplay';
export { Countdown, DeadlineCountdown, useCountdown, formatCountdown, type CountdownProps, type CountdownFormat } from './components/Countdown';
export { UnreadCount, type UnreadCountProps } from './components/UnreadCount';
export { BannerCarousel, BANNER_SPEED, type BannerCarouselProps, type BannerItem } from './components/BannerCarousel';
export { Marquee, type MarqueeProps } from './components/Marquee';
export { BackToTop, type BackToTopProps } from './components/BackToTop';
export {
  DraggableChatButton,
  CHAT_BUTTON_SIZE,
  DRAG_THRESHOLD,
  CHAT_BUTTON_STORAGE_KEY,
  type DraggableChatButtonProps,
} from './components/DraggableChatButton';
export { LanguageDialog, type LanguageDialogProps, type LanguageCode } from './components/LanguageDialog';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { Card, Stack, Row } from './components/Layout';
export { fieldBinder, type BindableForm, type BoundField } from './fieldBinder';
export * from './exchange';
export * from './exchange-events';
export * from './rewards';
export * from './footer';
export * from './support';
export * from './records';
export * from './funds';
export * from './account';
export * from './lobby';
export * from './protection';
export { copyToClipboard } from './clipboard';
export * from './pwa';
