import { HStack, IconButton } from '@chakra-ui/react';
import { DirectionalIcon } from '@clorofil/ui-rtl';
import type { CarouselPosition } from './use-carousel';

export type CarouselArrowsProps = {
  position: CarouselPosition;
  onPrevious: () => void;
  onNext: () => void;
  previousLabel: string;
  nextLabel: string;
};

/**
 * Previous / next for pointer and keyboard users on wide screens (phones swipe). The arrows are
 * drawn for left-to-right and mirrored in RTL, so "previous" points right, toward the first slide.
 */
export function CarouselArrows({ position, onPrevious, onNext, previousLabel, nextLabel }: CarouselArrowsProps) {
  const arrow = {
    variant: 'outline',
    size: 'sm',
    borderRadius: 'full',
    bg: 'bg.card',
    // SPEC §2: an arrow with nowhere to go stays visible at 40% opacity.
    _disabled: { opacity: 0.4, cursor: 'not-allowed' },
  } as const;
  return (
    <HStack gap="2" data-testid="carousel-arrows">
      <IconButton {...arrow} aria-label={previousLabel} disabled={position.atStart} onClick={onPrevious}>
        <DirectionalIcon direction="previous" />
      </IconButton>
      <IconButton {...arrow} aria-label={nextLabel} disabled={position.atEnd} onClick={onNext}>
        <DirectionalIcon direction="next" />
      </IconButton>
    </HStack>
  );
}
