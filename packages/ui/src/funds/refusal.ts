import { MESSAGES, formatTaka, withdrawTurnoverAmount, type FundsLink, type FundsRefusal } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { useProtectionRefusalWords } from '../protection/refusal';

export interface RefusalWords {
  text: string;
  /** Where the player fixes it (the app turns it into its own address: /profile or the Profile tab, …). */
  link?: FundsLink;
}

/**
 * A refusal of the shared deposit / withdrawal flows in the player's words, the same on both apps: the spec's message
 * (translated), then the promotion's minimum or the channel's range after it; and where it leads.
 */
export function useRefusalWords(): (r: FundsRefusal) => RefusalWords {
  const { t } = useTranslation('wallet');
  const msg = useMessage();
  const protection = useProtectionRefusalWords();
  return (r) => {
    if (r.kind === 'protection') return { text: protection(r.refusal), link: r.refusal.code === 'birthday_required' ? 'profile' : undefined };
    if (r.kind === 'promotionMin') return { text: `${msg(MESSAGES.promotionMinDeposit)} ${t('deposit.promoMin', { amount: formatTaka(r.min, 0) })}` };
    if (r.kind === 'outOfRange')
      return { text: `${msg(MESSAGES.depositAmountOutOfRange)} ${t('funds.range', { min: formatTaka(r.range.min), max: formatTaka(r.range.max) })}` };
    // The withdrawal refusal names the turnover left: translated with the amount in the display language's digits.
    const left = withdrawTurnoverAmount(r.message);
    if (left !== null) return { text: msg(MESSAGES.withdrawTurnoverLeft, { amount: formatTaka(left) }), link: r.link ?? 'turnover' };
    return { text: msg(r.message), link: r.link };
  };
}
