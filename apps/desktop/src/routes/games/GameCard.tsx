import { useState } from 'react';
import styled, { css } from 'styled-components';
import { storageUrl } from '@khela/api';
import { localized, shortGameName, type GameItem } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Button, Icon, Spinner } from '@khela/ui';

/** The poster shown for games without one, or whose poster does not load (seeded with the demo content). */
export const DEFAULT_POSTER = 'images/games/default.svg';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  transition: transform 0.15s, border-color 0.15s, box-shadow 0.15s;
  &:hover,
  &:focus-within {
    transform: translateY(-3px);
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 10px 24px rgba(0, 0, 0, 0.45);
  }
  &:hover .play,
  &:focus-within .play {
    opacity: 1;
  }
`;

const Poster = styled.button`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: 3 / 4;
  padding: 0;
  border: 0;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  cursor: pointer;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Overlay = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: linear-gradient(180deg, rgba(3, 6, 16, 0.15), rgba(3, 6, 16, 0.7));
  opacity: 0;
  transition: opacity 0.15s;
`;

const PlayCircle = styled.svg`
  width: 64px;
  height: 64px;
  filter: drop-shadow(0 6px 14px rgba(0, 0, 0, 0.5));
`;

function PlayBadge() {
  return (
    <PlayCircle viewBox="0 0 64 64" aria-hidden="true">
      <circle cx="32" cy="32" r="30" fill="#12b981" stroke="#fff" strokeOpacity=".6" strokeWidth="2" />
      <path d="M26 20v24l19-12z" fill="#fff" />
    </PlayCircle>
  );
}

const Blank = styled.span`
  display: grid;
  place-items: center;
  height: 100%;
  padding: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 700;
  text-align: center;
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
  h3 {
    font-size: ${({ theme }) => theme.font.sizeSm};
    font-weight: 700;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
`;

const Star = styled.button<{ $on: boolean }>`
  position: absolute;
  top: 8px;
  right: 8px;
  z-index: 1;
  display: grid;
  place-items: center;
  width: 34px;
  height: 34px;
  border-radius: 50%;
  border: 1px solid rgba(255, 255, 255, 0.18);
  background: rgba(6, 11, 23, 0.72);
  color: ${({ theme }) => theme.colors.textMuted};
  backdrop-filter: blur(4px);
  &:hover {
    color: ${({ theme }) => theme.colors.gold};
  }
  ${({ $on, theme }) =>
    $on &&
    css`
      color: ${theme.colors.gold};
      svg {
        fill: currentColor;
      }
    `}
`;

export interface GameCardProps {
  game: GameItem & { name_bn?: string };
  providerName: string;
  /** Favourite state; undefined hides the star (guests). */
  favorite?: boolean;
  onToggleFavorite?(): void;
  onPlay(): void;
  starting: boolean;
}

/** One game of the list: poster (default image as fallback), short name, provider, Play Game and the favourite star. */
export function GameCard({ game, providerName, favorite, onToggleFavorite, onPlay, starting }: GameCardProps) {
  const { t, i18n } = useTranslation('lobby');
  // The operator's Bangla name when the player reads Bangla (English when none).
  const name = localized(game.name, game.name_bn, i18n.language);
  const [src, setSrc] = useState(storageUrl(game.poster ?? DEFAULT_POSTER));
  const [broken, setBroken] = useState(false);
  const fallback = storageUrl(DEFAULT_POSTER);
  return (
    <Card data-testid="game-card" data-code={game.code}>
      {favorite !== undefined && (
        <Star
          type="button"
          $on={favorite}
          aria-pressed={favorite}
          aria-label={t(favorite ? 'unfavorite' : 'favorite', { name })}
          title={t(favorite ? 'unfavorite' : 'favorite', { name })}
          onClick={onToggleFavorite}
          data-testid="game-favorite"
        >
          <Icon name="star" size={18} />
        </Star>
      )}
      <Poster type="button" onClick={onPlay} aria-label={t('playNamed', { name })} tabIndex={-1}>
        {broken ? (
          <Blank>{name}</Blank>
        ) : (
          <img
            src={src}
            alt=""
            loading="lazy"
            decoding="async"
            width={300}
            height={400}
            onError={() => (src === fallback ? setBroken(true) : setSrc(fallback))}
          />
        )}
        <Overlay className="play">{starting ? <Spinner size={32} /> : <PlayBadge />}</Overlay>
      </Poster>
      <Footer>
        <div>
          <h3 title={name}>{shortGameName(name)}</h3>
          <small>{providerName}</small>
        </div>
        <Button size="sm" block onClick={onPlay} loading={starting} data-testid="game-play">
          {t('play')}
        </Button>
      </Footer>
    </Card>
  );
}
