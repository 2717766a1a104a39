import type { StaffPermission } from '@khela/api/backoffice';
import type { IconName } from '@khela/ui';

export type SectionKey = 'dashboard' | 'deposits' | 'withdrawals' | 'players' | 'rounds' | 'exchange' | 'rewards' | 'messages' | 'support' | 'games' | 'payments' | 'promotions' | 'sliders' | 'settings' | 'pages' | 'staff' | 'audit' | 'flagged' | 'protection' | 'live';

export interface Section {
  key: SectionKey;
  path: string;
  icon: IconName;
  permission: StaffPermission;
  group: 'operations' | 'configuration' | 'administration';
  /** The menu's label when it is not `nav.<key>` (the player-protection and live-table screens keep theirs in backoffice:protection and backoffice:live). */
  label?: 'protection.nav.flagged' | 'protection.nav.settings' | 'live.nav';
}

/** The console's sections, in navigation order, each with the server permission it needs. */
export const SECTIONS: readonly Section[] = [
  { key: 'dashboard', path: '/', icon: 'home', permission: 'dashboard.read', group: 'operations' },
  { key: 'deposits', path: '/deposits', icon: 'deposit', permission: 'deposits.manage', group: 'operations' },
  { key: 'withdrawals', path: '/withdrawals', icon: 'withdraw', permission: 'withdrawals.manage', group: 'operations' },
  { key: 'players', path: '/players', icon: 'user', permission: 'players.read', group: 'operations' },
  { key: 'rounds', path: '/game-rounds', icon: 'inbox', permission: 'rounds.read', group: 'operations' },
  { key: 'live', path: '/live-tables', icon: 'clock', permission: 'games.read', group: 'operations', label: 'live.nav' },
  { key: 'exchange', path: '/exchange', icon: 'refresh', permission: 'exchange.read', group: 'operations' },
  { key: 'rewards', path: '/rewards', icon: 'share', permission: 'rewards.read', group: 'operations' },
  { key: 'support', path: '/support', icon: 'chat', permission: 'support.chat', group: 'operations' },
  { key: 'messages', path: '/messages', icon: 'inbox', permission: 'messages.read', group: 'operations' },
  { key: 'flagged', path: '/protection/flagged', icon: 'eye', permission: 'protection.read', group: 'operations', label: 'protection.nav.flagged' },
  { key: 'games', path: '/games', icon: 'vip', permission: 'games.read', group: 'configuration' },
  { key: 'payments', path: '/payments', icon: 'wallet', permission: 'config.manage', group: 'configuration' },
  { key: 'promotions', path: '/promotions', icon: 'gift', permission: 'config.manage', group: 'configuration' },
  { key: 'sliders', path: '/sliders', icon: 'star', permission: 'config.manage', group: 'configuration' },
  { key: 'settings', path: '/settings', icon: 'globe', permission: 'settings.manage', group: 'configuration' },
  { key: 'pages', path: '/pages', icon: 'menu', permission: 'settings.manage', group: 'configuration' },
  { key: 'protection', path: '/protection/settings', icon: 'lock', permission: 'protection.manage', group: 'configuration', label: 'protection.nav.settings' },
  { key: 'staff', path: '/staff', icon: 'lock', permission: 'staff.manage', group: 'administration' },
  { key: 'audit', path: '/audit', icon: 'history', permission: 'audit.read', group: 'administration' },
];

/** The i18n key of a section's menu label. */
export const sectionLabel = (s: Section) => s.label ?? (`nav.${s.key}` as `nav.${Exclude<SectionKey, 'flagged' | 'protection' | 'live'>}`);

export const GROUPS = ['operations', 'configuration', 'administration'] as const;
