export { CodeDialog, type CodeDialogProps } from './CodeDialog';
export { BirthdayDialog, AddPhoneDialog, type BirthdayDialogProps, type AddPhoneDialogProps } from './ProfileDialogs';
export {
  RecoveryRequestFields,
  RecoveryResetFields,
  useRecoveryNoteText,
  type RecoveryNoteWords,
  type RecoveryChannel,
  type RecoveryRequestFieldsProps,
  type RecoveryResetFieldsProps,
} from './RecoveryFields';
export { LoginFields, type LoginFieldsProps } from './LoginFields';
export type { ContactActionProps } from './contact';
