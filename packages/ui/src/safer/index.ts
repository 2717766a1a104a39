export { SaferGamblingPanel, type SaferGamblingPanelProps } from './SaferGamblingPanel';
export { LimitsEditor, SessionLimitEditor, LimitRow, limitInput, type LimitActions, type LimitsEditorProps, type LimitRowProps } from './LimitsEditor';
export {
  TimeOutPicker,
  SelfExclusionPicker,
  RealityCheckPicker,
  BreakConfirmDialog,
  type BreakChoice,
  type BreakPickerProps,
  type BreakConfirmDialogProps,
  type RealityCheckPickerProps,
} from './BreakPickers';
export { RealityCheckDialog, type RealityCheckDialogProps } from './RealityCheckDialog';
export { SaferBanner, type SaferBannerProps } from './SaferBanner';
export { useSaferRefusalWords, saferRefusalText, refusalPeriod } from './refusal';
export { useSaferNotices } from './notices';
