import styled from 'styled-components';
import { shimmer } from '../motion';

export type SkeletonProps = {
  width?: string | number;
  height?: string | number;
  radius?: string;
  className?: string;
};

const size = (v: string | number) => (typeof v === 'number' ? `${v}px` : v);

const Block = styled.span<{ $w: string; $h: string; $r?: string }>`
  position: relative;
  display: block;
  width: ${({ $w }) => $w};
  height: ${({ $h }) => $h};
  border-radius: ${({ theme, $r }) => $r ?? theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow: hidden;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, transparent, rgba(255, 255, 255, 0.07), transparent);
    transform: translateX(-100%);
    animation: ${shimmer} 1.4s ease-in-out infinite;
  }
`;

/** Placeholder block with a shimmer while content loads. */
export function Skeleton({ width = '100%', height = 16, radius, className }: SkeletonProps) {
  return <Block $w={size(width)} $h={size(height)} $r={radius} className={className} aria-hidden="true" data-testid="skeleton" />;
}
