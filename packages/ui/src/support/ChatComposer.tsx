import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { CHAT_IMAGE_MAX_BYTES, CHAT_MAX_CHARS } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { focusRing } from '../theme';
import { Icon } from '../components/Icon';
import { Spinner } from '../components/Loader';

export type ChatComposerProps = {
  /** Send the text (trimmed) and the chosen image; resolve true (or nothing) to clear the composer, false to keep it. */
  onSend(text: string, image: File | null): Promise<boolean> | boolean | void;
  /** Each keystroke (the page rate-limits what it tells the other side). */
  onTyping?(): void;
  disabled?: boolean;
  maxChars?: number;
  placeholder?: string;
  className?: string;
};

/** The image types the server accepts (it sniffs the bytes again). */
export const CHAT_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
  padding-bottom: calc(${({ theme }) => theme.space(2)} + env(safe-area-inset-bottom, 0px));
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Line = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const Round = styled.button<{ $primary?: boolean }>`
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${({ theme, $primary }) => ($primary ? 'transparent' : theme.colors.border)};
  border-radius: 50%;
  background: ${({ theme, $primary }) => ($primary ? theme.colors.accent : theme.colors.surfaceAlt)};
  color: ${({ theme, $primary }) => ($primary ? theme.colors.accentText : theme.colors.text)};
  cursor: pointer;
  ${focusRing}
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

const Area = styled.textarea`
  flex: 1 1 auto;
  min-width: 0;
  min-height: 44px;
  max-height: 132px;
  padding: 11px ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 22px;
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 16px; /* no zoom on focus in iOS */
  line-height: 1.35;
  resize: none;
  ${focusRing}
  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Preview = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1)};
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  img {
    width: 48px;
    height: 48px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  span {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Hint = styled.p<{ $error?: boolean }>`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space(2)};
  font-size: 12px;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

/** A paper clip (the icon set has none). */
function ClipGlyph() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M20.5 11.5 12.3 19.7a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4l7.8-7.8" />
    </svg>
  );
}

const Hidden = styled.input`
  display: none;
`;

/**
 * Text and an optional image (JPEG, PNG or WebP, at most 5 MB). Enter sends, Shift+Enter starts a new line; an empty
 * or whitespace-only message cannot be sent (spec 2 §5). Clears itself when the send succeeds.
 */
export function ChatComposer({ onSend, onTyping, disabled = false, maxChars = CHAT_MAX_CHARS, placeholder, className }: ChatComposerProps) {
  const { t } = useTranslation(['support', 'ui']);
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  useEffect(() => {
    if (!image || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  // Grow with the text up to the area's max height.
  useEffect(() => {
    const el = areaRef.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight + 2}px`;
  }, [text]);

  const trimmed = text.trim();
  const tooLong = text.length > maxChars;
  const canSend = !disabled && !busy && !tooLong && (trimmed.length > 0 || image !== null);

  async function send() {
    if (!canSend) return;
    setBusy(true);
    setError(null);
    try {
      const ok = await onSend(trimmed, image);
      if (ok !== false) {
        setText('');
        setImage(null);
        if (fileRef.current) fileRef.current.value = '';
      }
    } finally {
      setBusy(false);
      areaRef.current?.focus();
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void send();
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  }

  function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0] ?? null;
    e.target.value = '';
    if (!file) return;
    if (!CHAT_IMAGE_ACCEPT.split(',').includes(file.type)) {
      setError(t('support:chat.imageType'));
      return;
    }
    if (file.size > CHAT_IMAGE_MAX_BYTES) {
      setError(t('support:chat.imageTooBig'));
      return;
    }
    setError(null);
    setImage(file);
  }

  return (
    <Form onSubmit={onSubmit} className={className} data-testid="chat-composer">
      {image && (
        <Preview data-testid="chat-composer-image">
          {preview && <img src={preview} alt="" />}
          <span>{image.name}</span>
          <Round type="button" onClick={() => setImage(null)} aria-label={t('support:chat.removeImage')}>
            <Icon name="close" size={18} />
          </Round>
        </Preview>
      )}
      {error && (
        <Hint $error role="alert" data-testid="chat-composer-error">
          {error}
        </Hint>
      )}
      {tooLong && (
        <Hint $error id={hintId}>
          {t('support:chat.tooLong', { max: maxChars })}
        </Hint>
      )}
      <Line>
        <Round type="button" onClick={() => fileRef.current?.click()} disabled={disabled || busy} aria-label={t('support:chat.attach')} data-testid="chat-attach">
          <ClipGlyph />
        </Round>
        <Hidden ref={fileRef} type="file" accept={CHAT_IMAGE_ACCEPT} onChange={onFile} data-testid="chat-file" tabIndex={-1} />
        <Area
          ref={areaRef}
          rows={1}
          value={text}
          disabled={disabled}
          placeholder={placeholder ?? t('support:chat.placeholder')}
          aria-label={placeholder ?? t('support:chat.placeholder')}
          aria-describedby={tooLong ? hintId : undefined}
          onChange={(e) => {
            setText(e.target.value);
            onTyping?.();
          }}
          onKeyDown={onKeyDown}
          data-testid="chat-input"
        />
        <Round type="submit" $primary disabled={!canSend} aria-label={t('support:chat.send')} data-testid="chat-send">
          {busy ? <Spinner size={18} /> : <Icon name="arrowUp" size={20} />}
        </Round>
      </Line>
    </Form>
  );
}
