import { useNavigate } from 'react-router-dom';
import { useRealityCheckDialog } from '@khela/api';
import { RealityCheckDialog } from '@khela/ui';

/**
 * The reality check over every page while logged in (the game frame included: the dialog sits above /gamerun's
 * iframe). Mounted once in the shell.
 */
export function RealityCheck() {
  const navigate = useNavigate();
  const check = useRealityCheckDialog({ home: () => navigate('/', { replace: true }), history: () => navigate('/betting-record') });
  return <RealityCheckDialog {...check} />;
}
