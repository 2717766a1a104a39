import type { InboxAudience } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { dateOnly } from '../../components/format';

/** An audience in words: "Player #12", "Every player", "Players: VIP 2, 3 · registered 1 Nov – 20 Nov · BDT accounts". */
export function useDescribeAudience() {
  const { t } = useTranslation('backoffice');
  return (a: InboxAudience, levelName?: (id: number) => string): string => {
    if (a.kind === 'player') return t('desk.msg.describe.player', { id: a.player_id });
    if (a.kind === 'all') return t('desk.msg.aud.all');
    const parts: string[] = [];
    if (a.vip_levels?.length) parts.push(t('desk.msg.describe.vip', { levels: a.vip_levels.map((l) => levelName?.(l) ?? String(l)).join(', ') }));
    if (a.registered_from && a.registered_to) parts.push(t('desk.msg.describe.registered', { from: dateOnly(a.registered_from), to: dateOnly(a.registered_to) }));
    else if (a.registered_from) parts.push(t('desk.msg.describe.regFrom', { from: dateOnly(a.registered_from) }));
    else if (a.registered_to) parts.push(t('desk.msg.describe.regTo', { to: dateOnly(a.registered_to) }));
    if (a.deposited === true) parts.push(t('desk.msg.describe.deposited'));
    if (a.deposited === false) parts.push(t('desk.msg.describe.notDeposited'));
    if (a.currency) parts.push(t('desk.msg.describe.currency', { currency: a.currency }));
    return parts.length ? `${t('nav.players')}: ${parts.join(' · ')}` : t('desk.msg.aud.all');
  };
}
