import { useState } from 'react';
import { addReceipts, type ReceiptPick } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { useObjectUrl } from '../useObjectUrl';

/**
 * The receipt images' choice on /make-payment, both apps: `add` takes the files the shared rule (`addReceipts`: type,
 * size, at most 3, no file twice) accepts and words each refused one ('name: reason') in `problems`.
 */
export function useReceiptPicks(value: ReceiptPick<File>[], onChange: (next: ReceiptPick<File>[]) => void) {
  const { t } = useTranslation('wallet');
  const msg = useMessage();
  const [problems, setProblems] = useState<string[]>([]);
  const add = (files: FileList | File[]) => {
    const { next, problems: found } = addReceipts(value, Array.from(files));
    setProblems(found.map((p) => (p.name === null ? msg(p.reason) : t('makePayment.receipt.rejected', { name: p.name, reason: msg(p.reason) }))));
    if (next.length !== value.length) onChange(next);
  };
  return { problems, setProblems, add };
}

/** A receipt's thumbnail: its image address while shown, and its alt and Remove words (n counts from 1). */
export function useReceiptThumb(file: File, n: number) {
  const { t } = useTranslation('wallet');
  return { url: useObjectUrl(file), alt: t('makePayment.receipt.thumbAlt', { n }), removeLabel: t('makePayment.receipt.remove', { n }) };
}
