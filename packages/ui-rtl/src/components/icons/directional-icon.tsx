import { Box } from '@chakra-ui/react';
import { ArrowLeft, ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react';

export type DirectionalIconProps = {
  /** Meaning, not drawing: 'back'/'previous' point toward the start of the line. */
  direction: 'back' | 'forward' | 'previous' | 'next';
  size?: number;
};

/**
 * Arrows and chevrons that point the way the reader moves: drawn for left-to-right and mirrored
 * under any `dir="rtl"` ancestor, so 'back' points right in Persian.
 */
export function DirectionalIcon({ direction, size = 20 }: DirectionalIconProps) {
  const Icon = {
    back: ArrowLeft,
    forward: ArrowRight,
    previous: ChevronLeft,
    next: ChevronRight,
  }[direction];
  return (
    <Box as="span" display="inline-flex" data-direction={direction} _rtl={{ transform: 'scaleX(-1)' }}>
      <Icon size={size} aria-hidden="true" />
    </Box>
  );
}
