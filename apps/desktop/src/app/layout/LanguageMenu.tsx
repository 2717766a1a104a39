import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { LANGUAGES, setLanguage, useTranslation, type Language } from '@khela/i18n';
import { Icon } from '@khela/ui';

const Root = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  height: 26px;
  padding: 0 ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 12px;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Currency = styled.b`
  color: ${({ theme }) => theme.colors.gold};
  font-weight: 700;
`;

const Divider = styled.span`
  width: 1px;
  height: 12px;
  background: ${({ theme }) => theme.colors.border};
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  transform: rotate(${({ $open }) => ($open ? '-90deg' : '90deg')});
  transition: transform 0.15s;
`;

const Menu = styled.ul`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  z-index: ${({ theme }) => theme.z.overlay};
  min-width: 180px;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  box-shadow: ${({ theme }) => theme.shadows.pop};
`;

const MenuTitle = styled.li`
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2.5)};
  font-size: 11px;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Option = styled.button<{ $active: boolean }>`
  width: 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2.5)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $active, theme }) => ($active ? theme.colors.surface : 'transparent')};
  color: ${({ $active, theme }) => ($active ? theme.colors.accent : theme.colors.text)};
  font-size: ${({ theme }) => theme.font.sizeSm};
  text-align: left;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** Language/currency indicator; opens the language menu (English / বাংলা). */
export function LanguageMenu({ currency }: { currency: string }) {
  const { t, i18n } = useTranslation(['shell', 'ui']);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const lang: Language = i18n.language === 'bn' ? 'bn' : 'en';
  const label = LANGUAGES.find((l) => l.code === lang)?.label ?? 'English';

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <Root ref={root}>
      <Trigger
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('header.languageMenu')}
        data-testid="desktop-language"
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="globe" size={14} />
        <Currency>{currency}</Currency>
        <Divider />
        <span>{label}</span>
        <Chevron $open={open}>
          <Icon name="chevronRight" size={12} />
        </Chevron>
      </Trigger>
      {open && (
        <Menu role="menu">
          <MenuTitle role="presentation">{t('ui:language')}</MenuTitle>
          {LANGUAGES.map((l) => (
            <li key={l.code} role="none">
              <Option
                type="button"
                role="menuitemradio"
                aria-checked={l.code === lang}
                $active={l.code === lang}
                lang={l.code}
                onClick={() => {
                  void setLanguage(l.code);
                  setOpen(false);
                }}
              >
                {l.label}
                {l.code === lang && <Icon name="check" size={14} />}
              </Option>
            </li>
          ))}
        </Menu>
      )}
    </Root>
  );
}
