import { Box, Container, Flex, HStack, Link as ChakraLink } from '@chakra-ui/react';
import { paths } from '@clorofil/app-kit';
import { useIsMobile } from '@clorofil/ui-rtl';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../brand/logo';
import { AccountActions } from './account-actions';
import { MobileDrawer } from './mobile-drawer';
import { PageLink } from './page-link';
import type { PublicLink } from './page-links';

export type SiteHeaderProps = { links: readonly PublicLink[] };

/** The public header: logo home, the content pages of the header menu and the account control. */
export function SiteHeader({ links }: SiteHeaderProps) {
  const isMobile = useIsMobile();
  return (
    <Box
      as="header"
      position="sticky"
      insetBlockStart="0"
      zIndex="sticky"
      bg="bg.card"
      borderBottomWidth="1px"
      shadow="xs"
    >
      <Container maxWidth="6xl" paddingInline={{ base: '3', md: '6' }}>
        <Flex align="center" gap={{ base: '2', md: '6' }} minHeight={{ base: '14', md: '16' }}>
          {isMobile && <MobileDrawer links={links} />}
          <ChakraLink asChild _hover={{ textDecoration: 'none' }} aria-label="کلروفیل، صفحهٔ اصلی">
            <RouterLink to={paths.home}>
              <Logo size={isMobile ? 32 : 38} />
            </RouterLink>
          </ChakraLink>
          {!isMobile && (
            // Hidden below 768 px by CSS as well: the server picks the header by the request, and a
            // desktop browser in a phone-wide window got these links wrapped over four lines until
            // the app started and switched to the phone header (e2e prerender).
            <HStack as="nav" aria-label="منوی اصلی" gap="5" flex="1" display={{ base: 'none', md: 'flex' }}>
              {links.map((entry) => (
                <PageLink
                  key={entry.key}
                  entry={entry}
                  fontWeight="medium"
                  color="fg"
                  _hover={{ color: 'brand.700' }}
                />
              ))}
            </HStack>
          )}
          {isMobile ? <Box flex="1" /> : null}
          <AccountActions variant={isMobile ? 'compact' : 'menu'} />
        </Flex>
      </Container>
    </Box>
  );
}
