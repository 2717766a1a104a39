import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, Modal } from '@khela/ui';
import { useT } from '../../lib/i18n';
import { optionCss } from '../funds/parts';
import { DATE_OPTIONS, DEFAULT_FILTERS, STATUS_OPTIONS, TYPE_OPTIONS, type Filters } from './filters';

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
`;

/** The filter page of the transaction records (spec 2 §2): Status, Payment Type and Date, then Confirm. */
export function FilterSheet({ open, value, onApply, onClose }: { open: boolean; value: Filters; onApply(f: Filters): void; onClose(): void }) {
  const { t } = useT();
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    if (open) setDraft(value);
  }, [open, value]);

  const group = <K extends keyof Filters>(key: K, legend: string, options: Filters[K][], label: (o: Filters[K]) => string) => (
    <Group>
      <legend>{legend}</legend>
      <Options role="radiogroup" aria-label={legend}>
        {options.map((o) => (
          <Option
            key={String(o)}
            type="button"
            role="radio"
            aria-checked={draft[key] === o}
            $selected={draft[key] === o}
            onClick={() => setDraft((d) => ({ ...d, [key]: o }))}
            data-testid={`filter-${key}-${String(o)}`}
          >
            {label(o)}
          </Option>
        ))}
      </Options>
    </Group>
  );

  return (
    <Modal
      open={open}
      title={t('transactions.filter')}
      onClose={onClose}
      testId="transaction-filter-sheet"
      footer={
        <>
          <Button variant="secondary" onClick={() => setDraft(DEFAULT_FILTERS)}>
            {t('transactions.reset')}
          </Button>
          <Button onClick={() => onApply(draft)} data-testid="filter-apply">
            {t('transactions.apply')}
          </Button>
        </>
      }
    >
      {group('status', t('transactions.status'), STATUS_OPTIONS, (o) => t(`transactions.statusOpt.${o}`))}
      {group('type', t('transactions.paymentType'), TYPE_OPTIONS, (o) => t(`transactions.typeOpt.${o}`))}
      {group('date', t('transactions.date'), DATE_OPTIONS, (o) => t(`transactions.dateOpt.${o}`))}
    </Modal>
  );
}
