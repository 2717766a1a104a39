import styled from 'styled-components';
import { MESSAGES } from '@khela/domain';
import { useMessage } from '@khela/i18n';
import { EmptyState, Icon, Skeleton, type IconName } from '@khela/ui';

export interface GameTile {
  id: number;
  name: string;
  image: string;
  onOpen(): void;
}

/** Tile sizes: favourites are landscape (16:10) artwork, featured games portrait (3:4). */
const SHAPES = {
  wide: { width: 176, height: 110 },
  tall: { width: 120, height: 160 },
} as const;
export type TileShape = keyof typeof SHAPES;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size};
  font-weight: 700;
  &::before {
    content: '';
    width: 4px;
    height: 16px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.accent};
  }
  svg { color: ${({ theme }) => theme.colors.gold}; }
`;

const Track = styled.ul<{ $w: number }>`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: ${({ $w }) => $w}px;
  gap: ${({ theme }) => theme.space(2.5)};
  margin: 0 ${({ theme }) => theme.space(-3)};
  padding: 0 ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(1)};
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x proximity;
  scroll-padding: 0 ${({ theme }) => theme.space(3)};
  scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }
  li { scroll-snap-align: start; }
`;

const Tile = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow: hidden;
  transition: transform 0.12s ease, border-color 0.15s ease;
  &:active { transform: scale(0.97); }
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; }
  img { width: 100%; height: auto; object-fit: cover; }
`;

/** A horizontal row of game artwork (Favourites, Featured Games); the artwork carries the game's name. */
export function GameRow({
  title,
  icon,
  tiles,
  loading,
  shape,
}: {
  title: string;
  icon: IconName;
  tiles: GameTile[];
  loading: boolean;
  shape: TileShape;
}) {
  const msg = useMessage();
  const size = SHAPES[shape];
  return (
    <Section aria-label={title}>
      <Title>
        {title}
        <Icon name={icon} size={16} />
      </Title>
      {loading ? (
        <Track $w={size.width} aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <li key={i}>
              <Skeleton width={size.width} height={size.height} radius="10px" />
            </li>
          ))}
        </Track>
      ) : tiles.length === 0 ? (
        <EmptyState text={msg(MESSAGES.noData)} />
      ) : (
        <Track $w={size.width}>
          {tiles.map((tile) => (
            <li key={tile.id}>
              <Tile type="button" onClick={tile.onOpen} aria-label={tile.name} title={tile.name}>
                <img src={tile.image} alt="" width={size.width} height={size.height} loading="lazy" decoding="async" />
              </Tile>
            </li>
          ))}
        </Track>
      )}
    </Section>
  );
}
