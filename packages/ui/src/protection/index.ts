export { ProtectionPanel, type ProtectionPanelProps } from './ProtectionPanel';
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
export { ProtectionBanner, type ProtectionBannerProps } from './ProtectionBanner';
export { useProtectionRefusalWords, protectionRefusalText, refusalPeriod } from './refusal';
export { useProtectionNotices } from './notices';
