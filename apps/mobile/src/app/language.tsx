import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { setLanguage, useTranslation, type Language } from '@khela/i18n';
import { LanguageDialog } from '@khela/ui';

const OpenLanguageContext = createContext<() => void>(() => undefined);

/** Holds the one language dialog; any header or toolbar opens it through `useOpenLanguage()`. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { i18n } = useTranslation();
  const value: Language = i18n.language === 'bn' ? 'bn' : 'en';
  const show = useCallback(() => setOpen(true), []);
  const ctx = useMemo(() => show, [show]);
  return (
    <OpenLanguageContext.Provider value={ctx}>
      {children}
      <LanguageDialog
        open={open}
        value={value}
        onSelect={(lng) => {
          void setLanguage(lng);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </OpenLanguageContext.Provider>
  );
}

export function useOpenLanguage(): () => void {
  return useContext(OpenLanguageContext);
}
