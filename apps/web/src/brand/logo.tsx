import { Box, HStack, Text } from '@chakra-ui/react';

export type LogoMarkProps = {
  /** Height and width in CSS pixels. */
  size?: number;
};

/**
 * The club's mark: a leaf (chlorophyll) in the brand greens, drawn inline so it needs no request
 * and stays sharp at every size. Decorative: the wordmark or the link around it names the club.
 */
export function LogoMark({ size = 36 }: LogoMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#ebfbee" />
      <path d="M12 35C12 20 22 11 37 11c0 15-9 25-24 24Z" fill="#2f9e44" />
      <path d="M12 35C12 20 22 11 37 11c-3 10-9 18-20 21Z" fill="#37b24d" />
      <path d="M14 34c5-8 11-14 19-19" stroke="#ebfbee" strokeWidth="2" strokeLinecap="round" fill="none" />
      <circle cx="36" cy="35" r="5" fill="#fcc419" />
      <path d="M36 32.4v5.2M33.4 35h5.2" stroke="#8a4b00" strokeWidth="1.4" strokeLinecap="round" />
    </svg>
  );
}

export type LogoProps = {
  size?: number;
  /** Hide the Persian wordmark (very narrow headers). */
  markOnly?: boolean;
  /** The wordmark's colour, e.g. white on a dark footer. */
  color?: string;
};

/** The mark with the Persian wordmark «کلروفیل». */
export function Logo({ size = 36, markOnly = false, color = 'brand.700' }: LogoProps) {
  return (
    <HStack gap="2" align="center" data-testid="logo">
      <LogoMark size={size} />
      {markOnly ? (
        <Box srOnly>کلروفیل</Box>
      ) : (
        <Text as="span" fontWeight="extrabold" fontSize={size >= 36 ? 'xl' : 'lg'} color={color} lineHeight="1">
          کلروفیل
        </Text>
      )}
    </HStack>
  );
}
