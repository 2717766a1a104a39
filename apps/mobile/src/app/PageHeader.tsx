import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Icon, IconButton } from '@khela/ui';
import { HEADER_HEIGHT } from './Header';
import { useOpenLanguage } from './language';
import { useTranslation } from '@khela/i18n';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.sticky};
  display: grid;
  grid-template-columns: 44px 1fr 44px;
  align-items: center;
  height: ${HEADER_HEIGHT}px;
  padding: 0 ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h1`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.font.sizeLg};
  font-weight: 700;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** Header of a sub-page: back, title, language. `back` is where the arrow goes when there is no history. */
export function PageHeader({ title, back = '/' }: { title: string; back?: string }) {
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const openLanguage = useOpenLanguage();
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(back, { replace: true });
  };
  return (
    <Bar>
      <IconButton label={t('back')} onClick={goBack}>
        <Icon name="back" size={24} />
      </IconButton>
      <Title>{title}</Title>
      <IconButton label={t('language')} onClick={openLanguage} data-testid="language-button">
        <Icon name="globe" size={22} />
      </IconButton>
    </Bar>
  );
}
