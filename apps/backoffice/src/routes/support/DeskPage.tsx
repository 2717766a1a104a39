import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { toApiError, useBoDeskChatQuery, type DeskQueue } from '@khela/api/backoffice';
import { useTranslation } from '@khela/i18n';
import { useServerError } from '../../components/errors';
import { Btn, Muted, Page } from '../../components/kit';
import { useCan } from '../../components/useCan';
import { CannedDialog } from './CannedDialog';
import { PlayerContext } from './PlayerContext';
import { QueueList } from './QueueList';
import { Thread } from './Thread';

/** The support desk: the queue on the left, the open conversation in the middle, the player's context on the right. */
export default function DeskPage() {
  const { t } = useTranslation(['backoffice', 'ui']);
  const raw = useParams().id;
  const id = raw ? Number(raw) : null;
  const valid = id !== null && Number.isSafeInteger(id) && id > 0;
  const navigate = useNavigate();
  const canEditCanned = useCan('support.canned');
  const [queue, setQueue] = useState<DeskQueue>('waiting');
  const [managing, setManaging] = useState(false);
  const serverError = useServerError();
  const { data, error, isLoading, refetch } = useBoDeskChatQuery(id ?? 0, { skip: !valid });
  const detail = valid && data && data.chat.id === id ? data : null;

  let middle;
  if (!valid) middle = <Placeholder>{raw ? t('desk.desk.notFound') : t('desk.desk.pick')}</Placeholder>;
  else if (error && !detail)
    middle = (
      <Placeholder role="alert">
        {toApiError(error).status === 404 ? t('desk.desk.notFound') : serverError.text(error)}{' '}
        {toApiError(error).status === 404 ? (
          <Btn $variant="ghost" onClick={() => navigate('/support')}>
            {t('nav.support')}
          </Btn>
        ) : (
          <Btn $variant="ghost" onClick={() => void refetch()}>
            {t('ui:retry')}
          </Btn>
        )}
      </Placeholder>
    );
  else if (isLoading || !detail) middle = <Placeholder>{t('ui:loading')}</Placeholder>;
  else middle = <Thread detail={detail} key={detail.chat.id} />;

  return (
    <Page
      title={t('nav.support')}
      actions={
        canEditCanned && (
          <Btn onClick={() => setManaging(true)} data-testid="bo-desk-manage-canned">
            {t('desk.canned.manage')}
          </Btn>
        )
      }
    >
      <Layout>
        <QueueList queue={queue} onQueue={setQueue} selected={valid ? id : null} />
        {middle}
        {detail ? <PlayerContext player={detail.player} /> : <Side />}
      </Layout>
      {managing && <CannedDialog onClose={() => setManaging(false)} />}
    </Page>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(250px, 300px) minmax(0, 1fr) minmax(240px, 290px);
  gap: 12px;
  height: calc(100vh - 182px);
  min-height: 520px;
`;

const Placeholder = styled(Muted).attrs({ as: 'div' })`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  font-size: 13px;
`;

const Side = styled.div``;
