export { InstallGuideDialog, type InstallGuideDialogProps, type InstallGuidePlatform } from './InstallGuideDialog';
