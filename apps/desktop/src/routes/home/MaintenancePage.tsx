import styled from 'styled-components';
import { useGetGeneralQuery } from '@khela/api';
import { MESSAGES } from '@khela/domain';
import { useMessage } from '@khela/i18n';
import { Icon } from '@khela/ui';
import { Container } from '../../components/Container';

const Box = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(24)} 0;
  text-align: center;
  h1 {
    font-size: 32px;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 560px;
  }
`;

const Badge = styled.div`
  display: grid;
  place-items: center;
  width: 88px;
  height: 88px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.gold};
  background: rgba(245, 194, 66, 0.12);
  border: 1px solid rgba(245, 194, 66, 0.4);
`;

/** Shown instead of the home page while the general setting site_status equals 0 (spec 1 §2). */
export function MaintenancePage() {
  const msg = useMessage();
  const { data: general } = useGetGeneralQuery();
  return (
    <Box data-testid="maintenance">
      <Badge>
        <Icon name="clock" size={40} />
      </Badge>
      <h1>{msg(MESSAGES.maintenanceHeading)}</h1>
      <p>{msg(MESSAGES.maintenanceBody)}</p>
      <p>
        {msg(MESSAGES.maintenanceContact)}
        {general?.support_mail && (
          <>
            {' '}
            <a href={`mailto:${general.support_mail}`}>{general.support_mail}</a>
          </>
        )}
      </p>
    </Box>
  );
}
