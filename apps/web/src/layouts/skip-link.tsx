import { Link } from '@chakra-ui/react';
import type { MouseEvent } from 'react';

/** The id of each layout's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

// Focus moves by script: the router owns the address, so a bare `#main-content` would add a hash
// the app never reads, and Chromium only moves the caret, not the focus, to a fragment target.
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus({ preventScroll: false });
}

/**
 * The first stop of the Tab key on every page (WCAG 2.4.1): out of sight until focused, then
 * shown at the top start corner above the header.
 */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skipToMain}
      position="absolute"
      insetBlockStart="2"
      insetInlineStart="2"
      zIndex="skipNav"
      transform="translateY(-200%)"
      bg="bg"
      color="brand.700"
      fontWeight="bold"
      paddingInline="4"
      paddingBlock="2"
      borderRadius="md"
      boxShadow="md"
      _focus={{ transform: 'none' }}
    >
      پرش به محتوای اصلی
    </Link>
  );
}
