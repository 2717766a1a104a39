import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { focusRing } from '../theme';
import { Icon } from './Icon';
import { Modal } from './Modal';

export type LanguageCode = 'en' | 'bn';

export type LanguageDialogProps = {
  open: boolean;
  value: LanguageCode;
  onSelect(lng: LanguageCode): void;
  onClose(): void;
};

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Option = styled.button<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 52px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.accent : theme.colors.border)};
  background: ${({ theme, $selected }) => ($selected ? 'rgba(18, 185, 129, 0.12)' : theme.colors.surfaceAlt)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size};
  font-weight: 600;
  text-align: left;
  transition: border-color 0.15s ease, transform 0.12s ease;
  &:active { transform: scale(0.98); }
  ${focusRing}

  & > span { flex: 1; }
  & > svg { color: ${({ theme }) => theme.colors.accent}; }
`;

/** Language picker: English / বাংলা. Choosing calls onSelect; the caller switches and closes. */
export function LanguageDialog({ open, value, onSelect, onClose }: LanguageDialogProps) {
  const { t } = useTranslation('ui');
  const options: { code: LanguageCode; label: string }[] = [
    { code: 'en', label: t('english') },
    { code: 'bn', label: t('bangla') },
  ];
  return (
    <Modal open={open} title={t('language')} onClose={onClose} testId="language-dialog" maxWidth={360}>
      <List role="radiogroup" aria-label={t('language')}>
        {options.map((o) => (
          <Option
            key={o.code}
            type="button"
            role="radio"
            aria-checked={o.code === value}
            lang={o.code}
            $selected={o.code === value}
            onClick={() => onSelect(o.code)}
            data-testid={`lang-${o.code}`}
          >
            <Icon name="globe" />
            <span>{o.label}</span>
            {o.code === value && <Icon name="check" />}
          </Option>
        ))}
      </List>
    </Modal>
  );
}
