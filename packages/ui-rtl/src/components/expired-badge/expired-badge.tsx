import { Badge } from '@chakra-ui/react';

/**
 * «منقضی شده»: the marker of a code or offer past its validity, the same wherever a code is listed
 * (a member's discount codes, a partner's commission report). Grey and worded, not faded: faded
 * text falls below 4.5:1.
 */
export function ExpiredBadge() {
  return (
    <Badge colorPalette="gray" variant="subtle" flexShrink={0} data-expired-badge="">
      منقضی شده
    </Badge>
  );
}
