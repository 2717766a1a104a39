import { useNavigate } from 'react-router-dom';
import { usePlayerLogout } from '@khela/api';
import { FullScreenLoader } from '@khela/ui';

/** /player/logout (spec 1 §2, the desktop's log-out address, which a shared link may bring to a phone): the session ends, then home. */
export default function PlayerLogoutPage() {
  const navigate = useNavigate();
  usePlayerLogout(() => navigate('/', { replace: true }));
  return <FullScreenLoader />;
}
