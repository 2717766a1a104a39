export { EmptyLobbyHint, type EmptyLobbyHintProps } from './EmptyLobbyHint';
