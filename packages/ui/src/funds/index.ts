export {
  PromotionChoices,
  MethodChoices,
  PaymentTypeChoices,
  ChannelChoices,
  QuickAmounts,
  PaymentLogo,
  SelectedTick,
  Hint,
  choiceCss,
  type ChoicesLayout,
  type PromotionChoicesProps,
  type MethodChoicesProps,
  type PaymentTypeChoicesProps,
  type ChannelChoicesProps,
  type QuickAmountsProps,
} from './DepositChoices';
export {
  AccountNumberField,
  WithdrawMethodSelect,
  SubmitButton,
  type AccountNumberFieldProps,
  type WithdrawMethodSelectProps,
  type SubmitButtonProps,
} from './WithdrawalFields';
export { useRefusalWords, type RefusalWords } from './refusal';
export {
  FundsErrorModal,
  useFundsErrorState,
  useFundsRefusalShow,
  type FundsErrorModalProps,
  type FundsErrorLink,
  type FundsLinkComponent,
} from './FundsErrorModal';
export { ArrivalClock, type ArrivalClockProps } from './ArrivalClock';
export { AmountInput, AmountRange, type AmountInputProps, type AmountRangeProps } from './AmountField';
export { useMakePaymentHandlers, useCopyPaymentValue, type MakePaymentFailureWords } from './makePayment';
export { useReceiptPicks, useReceiptThumb } from './receipts';
export { SenderPhoneSelect, type SenderPhoneSelectProps } from './SenderPhoneSelect';
