import { useRealityCheck, type RealityCheckState } from '../endpoints/protection';

/**
 * The reality check's dialog on both apps: `useRealityCheck` (home after a logout from the dialog), and Betting
 * history, which answers the check first, then opens the app's betting records (`onHistory`).
 */
export function useRealityCheckDialog(nav: { home(): void; history(): void }): RealityCheckState & { onHistory(): void } {
  const check = useRealityCheck(nav.home);
  return {
    ...check,
    onHistory: () => {
      check.onContinue();
      nav.history();
    },
  };
}
