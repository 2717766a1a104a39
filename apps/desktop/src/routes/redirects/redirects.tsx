import { useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useCodeLanding, usePlayerLogout, type CodeType } from '@khela/api';
import { MESSAGES, playGameTarget } from '@khela/domain';
import { setLanguage, useMessage } from '@khela/i18n';
import { ErrorModal, FullScreenLoader } from '@khela/ui';
import { CATEGORY_ROUTES, CATEGORY_TYPE } from '../../components/categories';

/**
 * The phone's addresses a desktop visitor can still be sent to (shared links, bookmarks), answered by the desktop:
 * invitation links, the game lobby and the VIP sub-pages. None of them shows the phone layout.
 */

/** /referral_code, /affiliate_code, /agent_code: the code is kept for sign-up, then /register. */
export function CodeLanding({ type }: { type: CodeType }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const msg = useMessage();
  const [missing, setMissing] = useState<string | null>(null);
  const onMissing = useCallback((t: CodeType) => setMissing(msg(MESSAGES.noCodeInUrl, { type: t })), [msg]);
  const onDone = useCallback(() => undefined, []);
  useCodeLanding(type, params, { onMissing, onDone });
  if (missing === null) return <Navigate to="/register" replace />;
  return <ErrorModal open html={missing} onClose={() => navigate('/register', { replace: true })} />;
}

/** /games?type=SLOT: the desktop category listing that game type (the home page when none does). */
export function GamesRedirect() {
  const [params] = useSearchParams();
  const type = (params.get('type') ?? '').toUpperCase();
  const route = CATEGORY_ROUTES.find((c) => CATEGORY_TYPE[c.key] === type);
  return <Navigate to={route?.path ?? '/'} replace />;
}

/**
 * /player/playGame?t=sport&v=CRICKET (the spec's desktop Sports link): the exchange of that sport; `t` naming a game
 * type or category opens that category. /sports: the exchange; /live: Casino.
 */
export function PlayGameRedirect() {
  const [params] = useSearchParams();
  const target = playGameTarget(params.get('t'), params.get('v'));
  if ('exchange' in target) return <Navigate to={target.exchange ? `/exchange?sport=${target.exchange}` : '/exchange'} replace />;
  const route = CATEGORY_ROUTES.find((c) => CATEGORY_TYPE[c.key] === target.type);
  return <Navigate to={route?.path ?? '/'} replace />;
}

const VIP_TABS = { vip: null, 'vip-detail': null, 'vip-history': 'history', 'vip-points-records': 'received' } as const;
export type VipAddress = keyof typeof VIP_TABS;

/** /vip-history, /vip-detail, /vip-points-records and their /bd/{en|bn}/… forms: a tab of the desktop /vip (the prefix sets the language). */
export function VipRedirect({ page }: { page: VipAddress }) {
  const { lang } = useParams();
  const [ready, setReady] = useState(lang !== 'en' && lang !== 'bn');
  useEffect(() => {
    if (lang === 'en' || lang === 'bn') void setLanguage(lang).then(() => setReady(true));
  }, [lang]);
  if (!ready) return <FullScreenLoader />;
  const tab = VIP_TABS[page];
  return <Navigate to={tab ? `/vip?tab=${tab}` : '/vip'} replace />;
}

/** /player/logout (spec 1 §2: where Log out goes on the desktop): the session ends, then the home page. */
export function PlayerLogout() {
  const navigate = useNavigate();
  usePlayerLogout(() => navigate('/', { replace: true }));
  return <FullScreenLoader />;
}
