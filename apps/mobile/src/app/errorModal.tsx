import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

// The contract's ErrorModal carries DOMPurify; it is fetched once the page is idle, not in the first download.
const loadErrorModal = () => import('@khela/ui/lazy/ErrorModal');
const ErrorModal = lazy(() => loadErrorModal().then((m) => ({ default: m.ErrorModal })));

interface ErrorState {
  html: string;
  title?: string;
}

type ShowError = (html: string, title?: string) => void;

const ErrorModalContext = createContext<ShowError>(() => undefined);

/** The one global Error modal (spec 1 §2): alerts with an HTML body, sanitised by the component. */
export function ErrorModalProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ErrorState | null>(null);
  const show = useCallback<ShowError>((html, title) => setState({ html, title }), []);

  useEffect(() => {
    // Preload while the network is known to work, so an alert about a network failure can still open.
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    idle(() => void loadErrorModal());
  }, []);

  return (
    <ErrorModalContext.Provider value={show}>
      {children}
      {state && (
        <Suspense fallback={null}>
          <ErrorModal open html={state.html} title={state.title} onClose={() => setState(null)} />
        </Suspense>
      )}
    </ErrorModalContext.Provider>
  );
}

/** Opens the global Error modal with an (already translated, HTML-escaped) text. */
export function useShowError(): ShowError {
  return useContext(ErrorModalContext);
}
