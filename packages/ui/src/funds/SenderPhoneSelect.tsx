import { MESSAGES } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Select } from '../components/Select';
import type { BoundField } from '../fieldBinder';

export interface SenderPhoneSelectProps {
  /** The form's `account_number` field (`fieldBinder`). */
  field: BoundField;
  /** The player's verified phones (`useMakePaymentSubmit`'s `senderPhones`). */
  phones: readonly string[];
}

/** /make-payment's "the number you paid from": one of the player's verified phones (spec 1 §2), both apps. */
export function SenderPhoneSelect({ field, phones }: SenderPhoneSelectProps) {
  const { t } = useTranslation('wallet');
  const msg = useMessage();
  return (
    <Select
      {...field}
      label={t('makePayment.sender')}
      placeholder={msg(MESSAGES.selectPhoneNumber)}
      options={phones.map((p) => ({ value: p, label: p }))}
      data-testid="sender-phone"
    />
  );
}
