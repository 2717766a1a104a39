import { RECEIPT_RULES } from '../constants';
import { MESSAGES } from '../messages';

/** The `accept` attribute of a receipt file input (JPEG, PNG, WebP). */
export const RECEIPT_ACCEPT = RECEIPT_RULES.types.join(',');

/** The fields of a browser `File` the receipt rules read (so this stays free of the DOM). */
interface ReceiptFileLike {
  name: string;
  size: number;
  type: string;
  lastModified: number;
}

/** A chosen receipt image; `key` keeps each thumbnail's identity while others are removed. */
export interface ReceiptPick<F extends ReceiptFileLike = ReceiptFileLike> {
  key: number;
  file: F;
}

/** Why a chosen file was not taken: `name` is the file's (absent for the limit), `reason` an English spec message. */
interface ReceiptProblem {
  name: string | null;
  reason: string;
}

const RECEIPT_TYPES: readonly string[] = RECEIPT_RULES.types;

/** Whether a file is a receipt image. Some Android pickers leave the type empty: the name tells then (the server
 *  reads the bytes anyway). */
export function isReceiptImage(file: Pick<ReceiptFileLike, 'name' | 'type'>): boolean {
  return RECEIPT_TYPES.includes(file.type) || (file.type === '' && /\.(jpe?g|png|webp)$/i.test(file.name));
}

function sameFile(a: ReceiptFileLike, b: ReceiptFileLike): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

let nextReceiptKey = 1;

/**
 * Adds chosen files to the picked receipts (spec 1 §2 /make-payment): a file already there is skipped, a wrong type
 * or a file over 5 MB is refused with its reason, and past 3 images the rest is refused once with the limit.
 */
export function addReceipts<F extends ReceiptFileLike>(
  current: readonly ReceiptPick<F>[],
  files: Iterable<F>,
): { next: ReceiptPick<F>[]; problems: ReceiptProblem[] } {
  const next = [...current];
  const problems: ReceiptProblem[] = [];
  for (const file of files) {
    if (next.some((r) => sameFile(r.file, file))) continue;
    if (!isReceiptImage(file)) problems.push({ name: file.name, reason: MESSAGES.receiptType });
    else if (file.size > RECEIPT_RULES.maxBytes) problems.push({ name: file.name, reason: MESSAGES.receiptTooLarge });
    else if (next.length >= RECEIPT_RULES.maxFiles) {
      problems.push({ name: null, reason: MESSAGES.receiptLimit });
      break;
    } else next.push({ key: nextReceiptKey++, file });
  }
  return { next, problems };
}
