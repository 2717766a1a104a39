import styled from 'styled-components';
import { captchaUrl } from '@khela/api';
import { CAPTCHA_LENGTH } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Button, Icon, TextInput } from '@khela/ui';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr auto auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
`;

const Image = styled.img`
  width: 120px;
  height: 46px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: #fff;
  object-fit: contain;
`;

/** Picture box plus the input's error line keep the picture aligned with the input box. */
const Aligned = styled.div<{ $shift: boolean }>`
  margin-bottom: ${({ $shift }) => ($shift ? '22px' : '0')};
`;

interface Props {
  nonce: number;
  onReload(): void;
  value: string;
  error: string | null;
  onChange: React.ChangeEventHandler<HTMLInputElement>;
  onBlur: React.FocusEventHandler<HTMLInputElement>;
}

/** Verification Code: 4 digits read from the image of GET /captcha; Reload asks for a new image. */
export function CaptchaField({ nonce, onReload, value, error, onChange, onBlur }: Props) {
  const { t } = useTranslation('desktop');
  return (
    <Row>
      <TextInput
        name="captcha"
        label={t('register.captcha')}
        placeholder={t('register.captchaPlaceholder')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={CAPTCHA_LENGTH}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
      />
      <Aligned $shift={Boolean(error)}>
        <Image src={captchaUrl(nonce)} alt={t('register.captchaAlt')} width={120} height={46} data-testid="captcha-image" />
      </Aligned>
      <Aligned $shift={Boolean(error)}>
        <Button type="button" variant="secondary" onClick={onReload} data-testid="captcha-reload" aria-label={t('register.reloadCaptcha')}>
          <Icon name="refresh" size={16} />
          {t('register.reload')}
        </Button>
      </Aligned>
    </Row>
  );
}
