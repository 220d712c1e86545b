import 'keen-slider/keen-slider.min.css';
import { Box, Flex } from '@chakra-ui/react';
import { useIsMobile } from '@clorofil/ui-rtl';
import type { ReactNode } from 'react';
import { CarouselArrows } from './carousel-arrows';
import { CAROUSEL_BREAKPOINTS } from './track-config';
import { useCarousel } from './use-carousel';

// Before keen-slider has measured (it starts after the first paint), the same track in CSS:
// slide widths, gaps and the start offset of each breakpoint (see trackConfig), so the row has
// its final height from the first frame and does not move when keen-slider takes over.
const beforeMeasure = Object.fromEntries(
  CAROUSEL_BREAKPOINTS.map(({ minWidth, layout: { perView, spacing, offset } }) => [
    `@media (min-width: ${minWidth}px)`,
    {
      '&:not([data-ready])': { paddingInlineStart: `${offset}px`, gap: `${spacing}px` },
      '&:not([data-ready]) > li': {
        // 100% is the row less its start padding; keen-slider sizes slides on the whole row.
        flex: `0 0 calc((100% + ${offset}px - ${(perView - 1) * spacing}px) / ${perView})`,
        minWidth: 0,
      },
    },
  ]),
);

export type CarouselSlide = { key: string; content: ReactNode };

export type CarouselProps = {
  /** The section's heading, shown at the start of the row the arrows end. */
  heading: ReactNode;
  /** Id of the heading element, naming the slide list for screen readers. */
  headingId: string;
  slides: CarouselSlide[];
  previousLabel: string;
  nextLabel: string;
};

/** A swipeable row of slides (SPEC §9 breakpoints) with arrows on desktop only (SPEC §2). */
export function Carousel({ heading, headingId, slides, previousLabel, nextLabel }: CarouselProps) {
  const isMobile = useIsMobile();
  const { sliderRef, position, previous, next, reveal } = useCarousel(slides.length);
  return (
    <Box>
      <Flex align="center" justify="space-between" gap="3" marginBlockEnd="4">
        {heading}
        {!isMobile && (
          <CarouselArrows
            position={position}
            onPrevious={previous}
            onNext={next}
            previousLabel={previousLabel}
            nextLabel={nextLabel}
          />
        )}
      </Flex>
      <Box
        as="ul"
        ref={sliderRef}
        className="keen-slider"
        aria-labelledby={headingId}
        listStyleType="none"
        // Room for the slides' focus rings inside keen-slider's overflow: hidden.
        paddingBlock="1"
        // On phones the row runs to the screen edges over the page's 16px padding; the track's
        // 24px offsets (SPEC §9) then show where more slides come from.
        marginInline={{ base: '-4', md: '0' }}
        css={beforeMeasure}
      >
        {slides.map((slide, index) => (
          <Box as="li" key={slide.key} className="keen-slider__slide" onFocus={() => reveal(index)} padding="1">
            {slide.content}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
