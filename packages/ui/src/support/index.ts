export { ChatBubble, type ChatBubbleProps } from './ChatBubble';
export { ChatThread, type ChatThreadProps } from './ChatThread';
export { ChatComposer, CHAT_IMAGE_ACCEPT, type ChatComposerProps } from './ChatComposer';
export { InboxRow, type InboxRowProps } from './InboxRow';
export { InboxDeleteConfirm, type InboxDeleteConfirmProps } from './InboxDeleteConfirm';
