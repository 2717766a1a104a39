import { Navigate, useSearchParams } from 'react-router-dom';
import { playGameTarget } from '@khela/domain';

/**
 * The desktop's addresses a phone can be sent to (a shared link, a bookmark), answered by the phone: each category
 * (`/casino`, `/slot` … and `/live`) is its lobby of that type, `/sports` and the spec's desktop Sports link
 * (`/player/playGame?t=sport&v=CRICKET`) the exchange of that sport.
 */
export function LobbyRedirect({ type }: { type: string }) {
  return <Navigate to={`/games?type=${type}`} replace />;
}

export function PlayGameRedirect() {
  const [params] = useSearchParams();
  const target = playGameTarget(params.get('t'), params.get('v'));
  if ('exchange' in target) return <Navigate to={target.exchange ? `/exchange?sport=${target.exchange}` : '/exchange'} replace />;
  return <LobbyRedirect type={target.type} />;
}
