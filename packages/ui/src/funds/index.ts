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
