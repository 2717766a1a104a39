import { createBackofficeStore } from '@khela/api/backoffice';

/** The console's store: the staff session and the back-office API cache (separate from the player apps'). */
export const store = createBackofficeStore();
