import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { selectIsLoggedIn, storageUrl, useSelector } from '@khela/api';
import { localized, type Slider, type SliderBn, type SliderType } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { SectionTitle } from '../../components/Container';
import { categoryPath, desktopHref, featuredGameType } from '../../components/links';
import { useLoginModal } from '../../app/layout/loginModalContext';

/** Favourite tiles are 320×200 artwork, featured games 300×400 posters. */
const LAYOUT = {
  Favourite: { columns: 4, ratio: '16 / 10', width: 320, height: 200 },
  Features: { columns: 6, ratio: '3 / 4', width: 300, height: 400 },
} as const;

const Grid = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.button<{ $ratio: string }>`
  display: block;
  width: 100%;
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow: hidden;
  transition: transform 0.15s, border-color 0.15s, box-shadow 0.15s;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: ${({ $ratio }) => $ratio};
    object-fit: cover;
  }
  &:hover {
    transform: translateY(-3px);
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 10px 24px rgba(0, 0, 0, 0.4);
  }
`;

/** Active sliders of one slot, in their order. */
export function bySlot<S extends Slider>(sliders: S[] | undefined, type: SliderType): S[] {
  return (sliders ?? []).filter((s) => s.status === 'active' && s.slider_type === type).sort((a, b) => a.sort_order - b.sort_order);
}

/** Where an item leads on desktop: Favourites carry a route, Featured games a platform-type code. */
export function sliderTarget(s: Slider): string | undefined {
  return s.slider_type === 'Features' ? categoryPath(featuredGameType(s.link)) : desktopHref(s.link);
}

/** Favourites and Featured Games rows of the home page; guests are asked to log in first (spec 2 "Home"). */
export function SliderRow({ title, items, kind, testId }: { title: string; items: (Slider & Partial<Pick<SliderBn, 'name_bn'>>)[]; kind: keyof typeof LAYOUT; testId: string }) {
  const { i18n } = useTranslation();
  const layout = LAYOUT[kind];
  const loggedIn = useSelector(selectIsLoggedIn);
  const { openLogin } = useLoginModal();
  const navigate = useNavigate();
  const shown = items.filter((s) => sliderTarget(s));
  if (shown.length === 0) return null;

  return (
    <section data-testid={testId}>
      <SectionTitle>{title}</SectionTitle>
      <Grid $columns={layout.columns}>
        {shown.map((s) => (
          <li key={s.id}>
            <Card
              type="button"
              $ratio={layout.ratio}
              onClick={() => (loggedIn ? navigate(sliderTarget(s)!) : openLogin())}
              aria-label={localized(s.name, s.name_bn, i18n.language)}
              title={localized(s.name, s.name_bn, i18n.language)}
            >
              {/* The artwork carries the name, so the button's label is the only text. */}
              <img src={storageUrl(s.thubmnail)} alt="" loading="lazy" decoding="async" width={layout.width} height={layout.height} />
            </Card>
          </li>
        ))}
      </Grid>
    </section>
  );
}
