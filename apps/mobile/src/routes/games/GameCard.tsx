import { memo, useState } from 'react';
import styled from 'styled-components';
import { storageUrl } from '@khela/api';
import { GAME_TYPES, localized, shortGameName, type GameItem, type GameType } from '@khela/domain';
import { Spinner } from '@khela/ui';
import { CategoryIcon } from '../../app/CategoryIcon';
import { CATEGORY_ICONS } from '../../app/menu';
import { useTranslation } from '@khela/i18n';

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const PosterButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  aspect-ratio: 3 / 4;
  overflow: hidden;
  touch-action: manipulation;
  transition: transform 0.12s ease;
  &:active { transform: scale(0.98); }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: -2px; }
  img { display: block; width: 100%; height: 100%; object-fit: cover; }
`;

/** The default poster: a gradient from the game's name, the category's icon and the game's initials. */
const Fallback = styled.span<{ $hue: number }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 6px;
  width: 100%;
  height: 100%;
  background:
    radial-gradient(circle at 30% 20%, hsla(${({ $hue }) => $hue}, 90%, 70%, 0.35), transparent 55%),
    linear-gradient(160deg, hsl(${({ $hue }) => $hue}, 55%, 28%) 0%, hsl(${({ $hue }) => ($hue + 40) % 360}, 60%, 14%) 100%);
  color: rgba(255, 255, 255, 0.92);
  svg { opacity: 0.9; }
  b { font-size: 22px; font-weight: 800; letter-spacing: 0.04em; text-shadow: 0 2px 8px rgba(0, 0, 0, 0.4); }
`;

const Star = styled.button<{ $on: boolean }>`
  position: absolute;
  top: 6px;
  right: 6px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 34px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: rgba(5, 9, 20, 0.62);
  color: ${({ theme, $on }) => ($on ? theme.colors.gold : 'rgba(255, 255, 255, 0.85)')};
  touch-action: manipulation;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
  &:disabled { opacity: 0.6; }
`;

const Info = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: ${({ theme }) => theme.space(2)};
  strong {
    font-size: ${({ theme }) => theme.font.sizeSm};
    font-weight: 700;
    line-height: 1.25;
    overflow-wrap: anywhere;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  small {
    margin-top: -4px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 11px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Play = styled.button`
  margin-top: auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 34px;
  padding: 0 ${({ theme }) => theme.space(1)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 12px;
  font-weight: 800;
  white-space: nowrap;
  touch-action: manipulation;
  &:active { filter: brightness(0.95); }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  &:disabled { opacity: 0.7; }
`;

function hueOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = Array.from(words[0] ?? '?')[0] ?? '?';
  const second = words.length > 1 ? (Array.from(words[1]!)[0] ?? '') : (Array.from(words[0] ?? '')[1] ?? '');
  return `${first}${second}`.toUpperCase();
}

function StarIcon({ on }: { on: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={2} strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z" />
    </svg>
  );
}

/** A game's poster from /storage, or the drawn default when there is none or it fails to load (spec 2 §2). */
export function GamePoster({ poster, name, type }: { poster: string | null; name: string; type: string }) {
  const [broken, setBroken] = useState(false);
  const src = storageUrl(poster);
  if (src && !broken) {
    return <img src={src} alt="" width={240} height={320} loading="lazy" decoding="async" onError={() => setBroken(true)} />;
  }
  const icon = (GAME_TYPES as readonly string[]).includes(type) ? CATEGORY_ICONS[type as GameType] : 'casino';
  return (
    <Fallback $hue={hueOf(name)} data-testid="game-poster-default">
      <CategoryIcon name={icon} size={30} />
      <b>{initials(name)}</b>
    </Fallback>
  );
}

/** One game of the lobby grid: poster (tap to play), short name, provider, Play Game and the favourite star. */
export const GameCard = memo(function GameCard({
  game,
  providerName,
  favorite,
  starBusy,
  launching,
  onPlay,
  onStar,
}: {
  game: GameItem & { name_bn?: string };
  providerName: string;
  favorite: boolean;
  starBusy: boolean;
  launching: boolean;
  onPlay(game: GameItem): void;
  onStar(game: GameItem): void;
}) {
  const { t, i18n } = useTranslation('lobby');
  // The operator's Bangla name when the player reads Bangla (English when none).
  const name = localized(game.name, game.name_bn, i18n.language);
  return (
    <Card data-testid={`game-card-${game.code}`}>
      <PosterButton type="button" onClick={() => onPlay(game)} aria-label={name} disabled={launching}>
        <GamePoster poster={game.poster} name={name} type={game.type} />
      </PosterButton>
      <Star
        type="button"
        $on={favorite}
        aria-pressed={favorite}
        aria-label={favorite ? t('unfavorite', { name }) : t('favorite', { name })}
        onClick={() => onStar(game)}
        disabled={starBusy}
        data-testid={`game-star-${game.code}`}
      >
        <StarIcon on={favorite} />
      </Star>
      <Info>
        <strong title={name}>{shortGameName(name)}</strong>
        <small>{providerName}</small>
        <Play type="button" onClick={() => onPlay(game)} disabled={launching} data-testid={`game-play-${game.code}`}>
          {launching ? <Spinner size={14} /> : null}
          {t('play')}
        </Play>
      </Info>
    </Card>
  );
});
