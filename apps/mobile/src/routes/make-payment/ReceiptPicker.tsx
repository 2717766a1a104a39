import { useId, useRef, useState, type DragEvent } from 'react';
import styled, { css } from 'styled-components';
import { RECEIPT_ACCEPT, RECEIPT_RULES, type ReceiptPick } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Button, Icon, useReceiptPicks, useReceiptThumb, visuallyHidden } from '@khela/ui';

/** The shared receipt rules (the server checks them again, by the files' bytes). */
export const RECEIPTS_MAX = RECEIPT_RULES.maxFiles;
export const RECEIPT_MAX_BYTES = RECEIPT_RULES.maxBytes;
/** A chosen image; `key` keeps each thumbnail's identity while others are removed. */
export type Receipt = ReceiptPick<File>;

/** Whether the device has a fine pointer that can drag files (a desktop browser, a tablet with a mouse). */
function canDragFiles(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover) and (pointer: fine)').matches;
}

const Section = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2.5)};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space(3.5)} 0 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Head = styled.legend`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  float: left;
  width: 100%;
  padding: 0;
  font-weight: 700;
  & + * { clear: both; }
`;

const Optional = styled.span`
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-weight: 600;
`;

const Count = styled.span`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Tip = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 1.5;
  &::before {
    content: '';
    flex: none;
    width: 6px;
    height: 6px;
    margin-top: 7px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.gold};
  }
`;

const ZoneIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin-bottom: 4px;
  border-radius: 50%;
  background: rgba(18, 185, 129, 0.14);
  color: ${({ theme }) => theme.colors.accent};
`;

const ZoneText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Zone = styled.label<{ $active: boolean; $disabled: boolean; $compact: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px dashed ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.border)};
  background: ${({ theme, $active }) => ($active ? 'rgba(18, 185, 129, 0.1)' : theme.colors.surfaceAlt)};
  text-align: center;
  cursor: pointer;
  touch-action: manipulation;
  transition: border-color 0.15s ease, background-color 0.15s ease;
  strong { font-size: ${({ theme }) => theme.font.size}; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; line-height: 1.45; }
  &:active { transform: scale(0.99); }
  &:focus-within { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  ${({ $compact, theme }) =>
    $compact &&
    css`
      flex-direction: row;
      gap: ${theme.space(3)};
      padding: ${theme.space(2.5)} ${theme.space(3)};
      text-align: left;
      ${ZoneIcon} { width: 36px; height: 36px; margin: 0; }
      strong { font-size: ${theme.font.sizeSm}; }
    `}
  ${({ $disabled }) =>
    $disabled &&
    css`
      cursor: default;
      opacity: 0.6;
      &:active { transform: none; }
    `}
`;

/** Hidden but focusable: the label around it opens the picker on tap, Enter or Space. */
const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  pointer-events: none;
`;

const Problems = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 1.45;
  overflow-wrap: anywhere;
  &:empty { display: none; }
`;

const Thumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(${RECEIPTS_MAX}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Thumb = styled.li`
  position: relative;
  aspect-ratio: 3 / 4;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow: hidden;
  img { display: block; width: 100%; height: 100%; object-fit: cover; }
`;

const Remove = styled.button`
  position: absolute;
  top: 4px;
  right: 4px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 30px;
  height: 30px;
  padding: 0;
  border-radius: 50%;
  border: 1px solid rgba(255, 255, 255, 0.25);
  background: rgba(10, 14, 26, 0.78);
  color: #fff;
  touch-action: manipulation;
  /* a 44 px touch target around the small circle */
  &::after { content: ''; position: absolute; inset: -7px; }
  &:active { transform: scale(0.92); }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const ResetRow = styled.div`
  display: flex;
  justify-content: flex-start;
`;

/** A picture with a plus: "add an image". */
function AddImageIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M20 13v5a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h6" />
      <path d="m4 17 4.5-4.5a1.5 1.5 0 0 1 2.1 0L15 17M14 15l1.5-1.5a1.5 1.5 0 0 1 2.1 0L20 16" />
      <path d="M18 3v6M15 6h6" />
    </svg>
  );
}

function ReceiptThumb({ file, index, onRemove }: { file: File; index: number; onRemove(): void }) {
  const { url, alt, removeLabel } = useReceiptThumb(file, index + 1);
  return (
    <Thumb data-testid={`receipt-thumb-${index}`}>
      {url && <img src={url} alt={alt} decoding="async" />}
      <Remove type="button" onClick={onRemove} aria-label={removeLabel} data-testid={`receipt-remove-${index}`}>
        <Icon name="close" size={16} />
      </Remove>
    </Thumb>
  );
}

/**
 * The receipt picker of /make-payment (spec 1 §2: "Receipt image upload: multiple image files, drag and drop, Reset
 * Receipt button"). Optional; at most 3 JPEG/PNG/WebP images of 5 MB each, checked here and again by the server. The
 * files are uploaded by the page once the deposit is submitted.
 */
export function ReceiptPicker({ value, onChange, disabled = false }: { value: Receipt[]; onChange(next: Receipt[]): void; disabled?: boolean }) {
  const { t } = useTranslation(['wallet', 'auth']);
  const id = useId();
  const { problems, setProblems, add } = useReceiptPicks(value, onChange);
  const [dragging, setDragging] = useState(false);
  const [dragCapable] = useState(canDragFiles);
  const depth = useRef(0);
  const full = value.length >= RECEIPTS_MAX;
  const closed = disabled || full;

  // Which files are taken (type, size, at most 3, no file twice) is the shared rule (`@khela/domain`), in `useReceiptPicks`.

  const remove = (key: number) => {
    setProblems([]);
    onChange(value.filter((r) => r.key !== key));
  };

  const reset = () => {
    setProblems([]);
    onChange([]);
  };

  const onDrag = (e: DragEvent<HTMLLabelElement>, kind: 'enter' | 'over' | 'leave') => {
    if (!Array.from(e.dataTransfer.types).includes('Files')) return;
    e.preventDefault();
    if (kind === 'over') {
      e.dataTransfer.dropEffect = closed ? 'none' : 'copy';
      return;
    }
    depth.current = Math.max(0, depth.current + (kind === 'enter' ? 1 : -1));
    setDragging(depth.current > 0 && !closed);
  };

  const onDrop = (e: DragEvent<HTMLLabelElement>) => {
    if (!Array.from(e.dataTransfer.types).includes('Files')) return;
    e.preventDefault();
    depth.current = 0;
    setDragging(false);
    if (!closed) add(e.dataTransfer.files);
  };

  const hintId = `${id}-hint`;
  return (
    <Section disabled={disabled} data-testid="receipt-picker">
      <Head>
        <span>{t('makePayment.receipt.title')}</span>
        <Optional>{t('auth:optional')}</Optional>
        <Count data-testid="receipt-count">
          <span aria-hidden>
            {value.length}/{RECEIPTS_MAX}
          </span>
          <Hidden>{t('makePayment.receipt.count', { count: value.length, max: RECEIPTS_MAX })}</Hidden>
        </Count>
      </Head>
      <Tip>{t('makePayment.receipt.tip')}</Tip>

      <Zone
        $active={dragging}
        $disabled={closed}
        $compact={value.length > 0}
        onDragEnter={(e) => onDrag(e, 'enter')}
        onDragOver={(e) => onDrag(e, 'over')}
        onDragLeave={(e) => onDrag(e, 'leave')}
        onDrop={onDrop}
        data-testid="receipt-zone"
      >
        <FileInput
          type="file"
          multiple
          accept={RECEIPT_ACCEPT}
          disabled={closed}
          aria-describedby={hintId}
          onChange={(e) => {
            if (e.target.files) add(e.target.files);
            e.target.value = ''; // choosing the same file again still fires a change
          }}
          data-testid="receipt-input"
        />
        <ZoneIcon aria-hidden>
          {full ? <Icon name="check" size={20} /> : <AddImageIcon size={value.length > 0 ? 18 : 22} />}
        </ZoneIcon>
        <ZoneText>
          {full ? (
            <strong>{t('makePayment.receipt.full')}</strong>
          ) : dragging ? (
            <strong>{t('makePayment.receipt.dropHere')}</strong>
          ) : (
            <>
              <strong>{t('makePayment.receipt.choose')}</strong>
              {dragCapable && <small>{t('makePayment.receipt.drop')}</small>}
            </>
          )}
          <small id={hintId}>{t('makePayment.receipt.hint')}</small>
        </ZoneText>
      </Zone>

      <Problems role="alert" data-testid="receipt-error">
        {problems.map((p, i) => (
          <span key={i}>{p}</span>
        ))}
      </Problems>

      {value.length > 0 && (
        <Thumbs>
          {value.map((r, i) => (
            <ReceiptThumb key={r.key} file={r.file} index={i} onRemove={() => remove(r.key)} />
          ))}
        </Thumbs>
      )}

      <ResetRow>
        <Button type="button" size="sm" variant="secondary" onClick={reset} disabled={value.length === 0 && problems.length === 0} data-testid="receipt-reset">
          <Icon name="refresh" size={16} />
          {t('makePayment.receipt.reset')}
        </Button>
      </ResetRow>
    </Section>
  );
}
