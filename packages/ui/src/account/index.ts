export { CodeDialog, type CodeDialogProps } from './CodeDialog';
export { BirthdayDialog, AddPhoneDialog, type BirthdayDialogProps, type AddPhoneDialogProps } from './ProfileDialogs';
export {
  RecoveryRequestFields,
  RecoveryResetFields,
  type RecoveryChannel,
  type RecoveryRequestFieldsProps,
  type RecoveryResetFieldsProps,
} from './RecoveryFields';
