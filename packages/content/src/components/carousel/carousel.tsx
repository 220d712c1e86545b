import 'keen-slider/keen-slider.min.css';
import { Box, Flex } from '@chakra-ui/react';
import { useIsMobile } from '@clorofil/ui-rtl';
import type { ReactNode } from 'react';
import { CarouselArrows } from './carousel-arrows';
import { useCarousel } from './use-carousel';

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
