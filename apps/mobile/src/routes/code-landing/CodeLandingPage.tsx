import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { writeStored } from '@khela/api';
import { MESSAGES } from '@khela/domain';
import { useMessage } from '@khela/i18n';
import { Loader } from '@khela/ui';
import { useShowError } from '../../app/errorModal';
import { escapeHtml } from '../../lib/html';

export type CodeType = 'referral_code' | 'affiliate_code' | 'agent_code';

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
  const code = params.get(type)?.trim() ?? '';
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (code) writeStored(type, code);
    else showError(escapeHtml(msg(MESSAGES.noCodeInUrl, { type })));
    navigate('/signup', { replace: true });
  }, [code, type, navigate, msg, showError]);

  return (
    <Center>
      <Loader />
    </Center>
  );
}
