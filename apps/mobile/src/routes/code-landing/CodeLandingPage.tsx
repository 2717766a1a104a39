import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCodeLanding, type CodeType } from '@khela/api';
import { MESSAGES } from '@khela/domain';
import { useMessage } from '@khela/i18n';
import { Loader } from '@khela/ui';
import { useShowError } from '../../app/errorModal';
import { escapeHtml } from '../../lib/html';

export type { CodeType };

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: 40vh 0;
`;

/**
 * /referral_code, /affiliate_code, /agent_code (spec 1 §2): store the query parameter of the same name under
 * that name and go to /signup; without it, say 'No {type} found in the URL' (and still go on to /signup).
 */
export default function CodeLandingPage({ type }: { type: CodeType }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const msg = useMessage();
  const showError = useShowError();
  useCodeLanding(type, params, {
    onMissing: (t) => showError(escapeHtml(msg(MESSAGES.noCodeInUrl, { type: t }))),
    onDone: () => navigate('/signup', { replace: true }),
  });
  return (
    <Center>
      <Loader />
    </Center>
  );
}
