export { CodeDialog, type CodeDialogProps } from './CodeDialog';
export { BirthdayDialog, AddPhoneDialog, type BirthdayDialogProps, type AddPhoneDialogProps } from './ProfileDialogs';
