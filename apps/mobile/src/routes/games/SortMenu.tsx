import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { SORT_KEYS, type SortKey } from './sort';
import { useTranslation } from '@khela/i18n';

const Wrap = styled.div`
  position: relative;
  flex: none;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 42px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: 700;
  white-space: nowrap;
  touch-action: manipulation;
  svg { color: ${({ theme }) => theme.colors.accent}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Menu = styled.ul`
  position: absolute;
  top: calc(100% + 6px);
  right: 0;
  z-index: ${({ theme }) => theme.z.sticky + 1};
  min-width: 170px;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.pop};
`;

const Item = styled.button<{ $on: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $on }) => ($on ? 'rgba(18, 185, 129, 0.14)' : 'transparent')};
  color: ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.text)};
  font-weight: 600;
  text-align: left;
  &:hover { background: rgba(255, 255, 255, 0.06); }
`;

function SortIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M7 4v16M3.5 16.5 7 20l3.5-3.5M17 20V4M13.5 7.5 17 4l3.5 3.5" />
    </svg>
  );
}

/** The lobby's sort menu: Recommend, Latest, Favorite, A-Z. */
export function SortMenu({ value, onChange }: { value: SortKey; onChange(key: SortKey): void }) {
  const { t } = useTranslation('lobby');
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <Wrap ref={wrap}>
      <Trigger
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`${t('sortBy')}: ${t(`sort.${value}`)}`}
        onClick={() => setOpen((o) => !o)}
        data-testid="games-sort"
      >
        <SortIcon />
        {t(`sort.${value}`)}
      </Trigger>
      {open && (
        <Menu id={menuId} role="menu" aria-label={t('sortBy')}>
          {SORT_KEYS.map((k) => (
            <li key={k} role="none">
              <Item
                type="button"
                role="menuitemradio"
                aria-checked={k === value}
                $on={k === value}
                onClick={() => {
                  setOpen(false);
                  onChange(k);
                }}
                data-testid={`games-sort-${k}`}
              >
                {t(`sort.${k}`)}
                {k === value && <span aria-hidden>✓</span>}
              </Item>
            </li>
          ))}
        </Menu>
      )}
    </Wrap>
  );
}
