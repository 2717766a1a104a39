/** Taka for reading ("৳1,000.00") and wire amounts the same way: one formatter for both apps (@khela/domain). */
export { formatTaka as taka, formatWireTaka as wireTaka } from '@khela/domain';

/** The amount field's rules, wallet numbers and Dhaka days are shared with desktop (`@khela/domain`, flows/). */
export { addToAmount, amountText, cleanAmount, daysBefore, dhakaDay, dhakaTime, localPhone } from '@khela/domain';
