import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, Modal } from '@khela/ui';
import { changedFilterCount } from '@khela/domain';
import { optionCss } from '../routes/funds/parts';
import { useTranslation } from '@khela/i18n';

const Group = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
    font-weight: 700;
  }
  &:last-child { margin-bottom: 0; }
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const Option = styled.button<{ $selected: boolean }>`
  ${optionCss}
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(2)};
  text-align: center;
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

/** One question of a filter page: its field, its legend and its choices. */
export interface FilterGroup<F> {
  key: keyof F & string;
  legend: string;
  options: { value: string; label: string }[];
}

/**
 * A record list's filter page (spec 2 §2: transaction and betting records): one radio group per field, Reset and
 * Confirm. Each choice has the test id `filter-{field}-{value}`; Confirm is `filter-apply`.
 */
export function FilterSheet<F extends { [K in keyof F]: string }>({
  open,
  value,
  defaults,
  groups,
  onApply,
  onClose,
  testId,
}: {
  open: boolean;
  value: F;
  defaults: F;
  groups: FilterGroup<F>[];
  onApply(f: F): void;
  onClose(): void;
  testId: string;
}) {
  const { t } = useTranslation(['common', 'ui']);
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    if (open) setDraft(value);
  }, [open, value]);

  return (
    <Modal
      open={open}
      title={t('filter')}
      onClose={onClose}
      testId={testId}
      footer={
        <>
          <Button variant="secondary" onClick={() => setDraft(defaults)}>
            {t('reset')}
          </Button>
          <Button onClick={() => onApply(draft)} data-testid="filter-apply">
            {t('ui:confirm')}
          </Button>
        </>
      }
    >
      {groups.map((g) => (
        <Group key={g.key}>
          <legend>{g.legend}</legend>
          <Options role="radiogroup" aria-label={g.legend}>
            {g.options.map((o) => (
              <Option
                key={o.value}
                type="button"
                role="radio"
                aria-checked={draft[g.key] === o.value}
                $selected={draft[g.key] === o.value}
                onClick={() => setDraft((d) => ({ ...d, [g.key]: o.value }))}
                data-testid={`filter-${g.key}-${o.value}`}
              >
                {o.label}
              </Option>
            ))}
          </Options>
        </Group>
      ))}
    </Modal>
  );
}

/** How many fields differ from their defaults (the count on the Filter button). */
export function changedCount<F extends { [K in keyof F]: string }>(value: F, defaults: F): number {
  return changedFilterCount(value, defaults);
}
