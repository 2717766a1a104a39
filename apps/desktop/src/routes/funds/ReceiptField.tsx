import { useRef, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { RECEIPT_ACCEPT, RECEIPT_RULES, type ReceiptPick } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Button, Icon, useReceiptPicks, useReceiptThumb } from '@khela/ui';

export type Receipt = ReceiptPick<File>;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  button { align-self: flex-start; }
`;

const Zone = styled.label<{ $over: boolean; $closed: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px dashed ${({ theme, $over }) => ($over ? theme.colors.accent : theme.colors.border)};
  background: ${({ $over }) => ($over ? 'rgba(18, 185, 129, 0.1)' : 'transparent')};
  cursor: ${({ $closed }) => ($closed ? 'default' : 'pointer')};
  opacity: ${({ $closed }) => ($closed ? 0.6 : 1)};
  &:focus-within { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  input { position: absolute; opacity: 0; width: 1px; height: 1px; }
  strong { display: block; font-size: ${({ theme }) => theme.font.sizeSm}; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; }
`;

const Thumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li { position: relative; width: 84px; height: 112px; border-radius: ${({ theme }) => theme.radii.sm}; overflow: hidden; border: 1px solid ${({ theme }) => theme.colors.border}; }
  img { width: 100%; height: 100%; object-fit: cover; }
  button { position: absolute; top: 4px; right: 4px; display: grid; place-items: center; width: 24px; height: 24px; padding: 0; border: 0; border-radius: 50%; background: rgba(0, 0, 0, 0.65); color: #fff; cursor: pointer; }
`;

const Problems = styled.div`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 12px;
  line-height: 1.45;
`;

function Thumb({ file, n, onRemove }: { file: File; n: number; onRemove(): void }) {
  const { url, alt, removeLabel } = useReceiptThumb(file, n);
  return (
    <li data-testid={`receipt-thumb-${n - 1}`}>
      {url && <img src={url} alt={alt} />}
      <button type="button" onClick={onRemove} aria-label={removeLabel}>
        <Icon name="close" size={14} />
      </button>
    </li>
  );
}

/**
 * Receipt images of /make-payment at desktop width: choose or drop up to 3 JPEG/PNG/WebP images of 5 MB (the shared
 * rule `addReceipts` of `@khela/domain` takes or refuses each file), thumbnails, Reset Receipt.
 */
export function ReceiptField({ value, onChange, disabled = false }: { value: Receipt[]; onChange(next: Receipt[]): void; disabled?: boolean }) {
  const { t } = useTranslation(['wallet', 'auth']);
  const { problems, setProblems, add } = useReceiptPicks(value, onChange);
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  const closed = disabled || value.length >= RECEIPT_RULES.maxFiles;

  const drag = (e: DragEvent, d: number) => {
    e.preventDefault();
    depth.current = Math.max(0, depth.current + d);
    setOver(depth.current > 0 && !closed);
  };

  return (
    <Box data-testid="receipt-picker">
      <strong>
        {t('makePayment.receipt.title')} <small>({t('auth:optional')})</small> · {value.length}/{RECEIPT_RULES.maxFiles}
      </strong>
      <Zone
        $over={over}
        $closed={closed}
        onDragEnter={(e) => drag(e, 1)}
        onDragOver={(e) => e.preventDefault()}
        onDragLeave={(e) => drag(e, -1)}
        onDrop={(e) => {
          e.preventDefault();
          depth.current = 0;
          setOver(false);
          if (!closed) add(e.dataTransfer.files);
        }}
        data-testid="receipt-zone"
      >
        <input
          type="file"
          multiple
          accept={RECEIPT_ACCEPT}
          disabled={closed}
          onChange={(e) => {
            if (e.target.files) add(e.target.files);
            e.target.value = '';
          }}
          data-testid="receipt-input"
        />
        <Icon name={closed ? 'check' : 'download'} size={22} />
        <span>
          <strong>{closed && !disabled ? t('makePayment.receipt.full') : over ? t('makePayment.receipt.dropHere') : t('desktop.makePayment.choose')}</strong>
          <small>
            {t('makePayment.receipt.drop')} · {t('makePayment.receipt.hint')}
          </small>
        </span>
      </Zone>
      <Problems role="alert">{problems.join(' ')}</Problems>
      {value.length > 0 && (
        <>
          <Thumbs>
            {value.map((r, i) => (
              <Thumb key={r.key} file={r.file} n={i + 1} onRemove={() => onChange(value.filter((x) => x.key !== r.key))} />
            ))}
          </Thumbs>
          <Button variant="ghost" size="sm" onClick={() => (setProblems([]), onChange([]))} disabled={disabled}>
            {t('makePayment.receipt.reset')}
          </Button>
        </>
      )}
    </Box>
  );
}
