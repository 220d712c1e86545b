import { Box, Container, Flex, Stack, Text, Wrap } from '@chakra-ui/react';
import { toPersianDigits } from '@clorofil/ui-rtl';
import { Logo } from '../../brand/logo';
import { PageLink } from './page-link';
import type { PublicLink } from './page-links';

export type SiteFooterProps = { links: readonly PublicLink[] };

/** SPEC §2: the founding year in both calendars. */
export const COPYRIGHT = `© ${toPersianDigits('2024')} / ${toPersianDigits('1403')}`;

/** Footer links (content pages and other sites), the copyright and the logo. */
export function SiteFooter({ links }: SiteFooterProps) {
  return (
    <Box as="footer" bg="brand.950" color="white" marginBlockStart="auto">
      <Container maxWidth="6xl" paddingBlock="8" paddingInline={{ base: '4', md: '6' }}>
        <Stack gap="6">
          <Flex
            direction={{ base: 'column', md: 'row' }}
            gap="6"
            justify="space-between"
            align={{ base: 'flex-start', md: 'center' }}
          >
            <Logo size={40} color="white" />
            {links.length > 0 && (
              <Wrap as="nav" aria-label="پیوندهای پایین صفحه" gap={{ base: '3', md: '6' }} rowGap="2">
                {links.map((entry) => (
                  <PageLink key={entry.key} entry={entry} color="white" fontSize="sm" _hover={{ color: 'brand.200' }} />
                ))}
              </Wrap>
            )}
          </Flex>
          <Text fontSize="sm" color="brand.100" borderTopWidth="1px" borderColor="whiteAlpha.300" paddingBlockStart="4">
            {COPYRIGHT} — همهٔ حقوق این وب‌سایت برای باشگاه مشتریان کلروفیل محفوظ است.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
