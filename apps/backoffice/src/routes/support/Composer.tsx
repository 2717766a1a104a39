import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useBoCannedQuery, useBoDeskReplyMutation } from '@khela/api/backoffice';
import { CHAT_IMAGE_MAX_BYTES, CHAT_MAX_CHARS, type CannedReply } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Icon } from '@khela/ui';
import { useServerError } from '../../components/errors';
import { requestId } from '../../components/format';
import { Btn, ErrorLine, Small, Textarea } from '../../components/kit';
import { IMAGE_TYPES } from './deskShared';

/** The reply box: Enter sends, Shift+Enter breaks the line; an image (JPEG/PNG/WebP, 5 MB); canned replies. */
export function Composer({ chatId, onTyping }: { chatId: number; onTyping(): void }) {
  const { t, i18n } = useTranslation('backoffice');
  const serverError = useServerError();
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [reply, { isLoading }] = useBoDeskReplyMutation();
  const box = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const canned = useBoCannedQuery();

  useEffect(() => {
    if (!image) return setPreview(null);
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const canSend = !isLoading && (text.trim().length > 0 || image !== null) && text.length <= CHAT_MAX_CHARS;

  const send = async () => {
    if (!canSend) return;
    setProblem(null);
    try {
      await reply({ id: chatId, content: text.trim(), client_id: requestId(), image }).unwrap();
      setText('');
      setImage(null);
      box.current?.focus();
    } catch (e) {
      setProblem(serverError.text(e));
    }
  };

  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  const pickFile = (f: File | undefined) => {
    if (file.current) file.current.value = '';
    if (!f) return;
    if (!IMAGE_TYPES.includes(f.type)) return setProblem(t('desk.desk.imageType'));
    if (f.size > CHAT_IMAGE_MAX_BYTES) return setProblem(t('desk.desk.imageTooBig'));
    setProblem(null);
    setImage(f);
  };

  const insert = (c: CannedReply) => {
    const body = i18n.language === 'bn' && c.body_bn.trim() ? c.body_bn : c.body;
    const el = box.current;
    const at = el ? el.selectionStart : text.length;
    const end = el ? el.selectionEnd : text.length;
    const next = text.slice(0, at) + body + text.slice(end);
    setText(next.slice(0, CHAT_MAX_CHARS));
    setPicking(false);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + body.length, at + body.length);
    });
  };

  return (
    <Box>
      {preview && (
        <Attached data-testid="bo-desk-attached">
          <img src={preview} alt="" />
          <Small>{image?.name}</Small>
          <Btn $size="xs" $variant="ghost" onClick={() => setImage(null)} aria-label={t('common.remove')}>
            <Icon name="close" size={14} />
          </Btn>
        </Attached>
      )}
      {picking && (
        <Picker data-testid="bo-desk-canned-list">
          {canned.data?.length === 0 && <Small style={{ padding: 8 }}>{t('desk.canned.none')}</Small>}
          {canned.data?.map((c) => (
            <li key={c.id}>
              <button type="button" onClick={() => insert(c)} data-testid={`bo-desk-canned-${c.id}`}>
                <b>{c.title}</b>
                <Small>{i18n.language === 'bn' && c.body_bn.trim() ? c.body_bn : c.body}</Small>
              </button>
            </li>
          ))}
        </Picker>
      )}
      <Textarea
        ref={box}
        rows={2}
        value={text}
        maxLength={CHAT_MAX_CHARS}
        onChange={(e) => {
          setText(e.target.value);
          onTyping();
        }}
        onKeyDown={onKey}
        placeholder={t('desk.desk.placeholder')}
        aria-label={t('desk.desk.placeholder')}
        data-testid="bo-desk-input"
        style={{ minHeight: 58 }}
      />
      {problem && <ErrorLine role="alert">{problem}</ErrorLine>}
      <Bar>
        <div>
          <input ref={file} type="file" accept={IMAGE_TYPES.join(',')} hidden onChange={(e) => pickFile(e.target.files?.[0])} data-testid="bo-desk-file" />
          <Btn $size="xs" $variant="ghost" onClick={() => file.current?.click()} data-testid="bo-desk-attach">
            + {t('desk.desk.attach')}
          </Btn>
          <Btn $size="xs" $variant="ghost" aria-expanded={picking} onClick={() => setPicking((p) => !p)} data-testid="bo-desk-canned">
            {t('desk.canned.title')} ▾
          </Btn>
        </div>
        <div>
          <Btn $variant="primary" disabled={!canSend} onClick={() => void send()} data-testid="bo-desk-send">
            {t('desk.desk.send')}
          </Btn>
        </div>
      </Bar>
    </Box>
  );
}

const Box = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 10px 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  & > div { display: flex; align-items: center; gap: 8px; }
`;

const Attached = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  img { width: 48px; height: 48px; object-fit: cover; border-radius: 6px; border: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const Picker = styled.ul`
  position: absolute;
  left: 12px;
  right: 12px;
  bottom: calc(100% - 4px);
  z-index: 5;
  max-height: 260px;
  overflow-y: auto;
  list-style: none;
  margin: 0;
  padding: 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  box-shadow: 0 12px 30px rgba(0, 0, 0, 0.45);
  button {
    display: block;
    width: 100%;
    padding: 7px 9px;
    border: 0;
    border-radius: 6px;
    background: transparent;
    color: inherit;
    text-align: left;
    font-size: 13px;
    &:hover, &:focus-visible { background: rgba(255, 255, 255, 0.06); outline: none; }
  }
  ${Small} { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;
