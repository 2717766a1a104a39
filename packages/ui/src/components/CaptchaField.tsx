import type { ChangeEventHandler, FocusEventHandler } from 'react';
import styled from 'styled-components';
import { CAPTCHA_LENGTH } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Button } from './Button';
import { Icon } from './Icon';
import { TextInput } from './TextInput';

export interface CaptchaFieldProps {
  /** The image address: `captchaUrl(nonce)` of @khela/api (GET /captcha, which also sets the `khela_captcha` cookie). */
  src: string;
  /** Asks for a new image (a new `src`); the caller also clears the field. */
  onReload(): void;
  value: string;
  error?: string | null;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** The form field's name; `captcha` unless told. */
  name?: string;
  /**
   * `inline` (desktop): input, picture and Reload on one row. `stacked` (phones): the input on its own row, the
   * picture and Reload under it, so a narrow screen keeps the input wide enough.
   */
  layout?: 'inline' | 'stacked';
}

const Inline = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
`;

const Stacked = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const PictureRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Image = styled.img`
  flex: none;
  width: 120px;
  height: 46px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: #fff;
  object-fit: contain;
`;

/** Inline layout: the input's error line sits under the input, so the picture and button move up by its height. */
const Aligned = styled.div<{ $shift: boolean }>`
  margin-bottom: ${({ $shift }) => ($shift ? '22px' : '0')};
`;

/**
 * Sign-up verification code: the digits read from the GET /captcha picture, with Reload for a new picture. The server
 * checks it on every sign-up (mobile and desktop), against the picture whose id the HttpOnly cookie carries.
 */
export function CaptchaField({ src, onReload, value, error = null, onChange, onBlur, name = 'captcha', layout = 'inline' }: CaptchaFieldProps) {
  const { t } = useTranslation('ui');
  const input = (
    <TextInput
      name={name}
      label={t('captcha.label')}
      placeholder={t('captcha.placeholder')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={CAPTCHA_LENGTH}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    />
  );
  const image = <Image src={src} alt={t('captcha.alt')} width={120} height={46} data-testid="captcha-image" />;
  const reload = (
    <Button type="button" variant="secondary" onClick={onReload} data-testid="captcha-reload" aria-label={t('captcha.reloadLabel')}>
      <Icon name="refresh" size={16} />
      {t('captcha.reload')}
    </Button>
  );

  if (layout === 'stacked') {
    return (
      <Stacked data-testid="captcha-field">
        {input}
        <PictureRow>
          {image}
          {reload}
        </PictureRow>
      </Stacked>
    );
  }
  const shift = Boolean(error);
  return (
    <Inline data-testid="captcha-field">
      {input}
      <Aligned $shift={shift}>{image}</Aligned>
      <Aligned $shift={shift}>{reload}</Aligned>
    </Inline>
  );
}
