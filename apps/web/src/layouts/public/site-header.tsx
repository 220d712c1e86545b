import { Box, Container, Flex, HStack, Link as ChakraLink } from '@chakra-ui/react';
import type { PageEntry } from '@clorofil/api-client';
import { paths, useIsMobile } from '@clorofil/ui-rtl';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../brand/logo';
import { AccountActions } from './account-actions';
import { MobileDrawer } from './mobile-drawer';
import { PageLink } from './page-link';

export type SiteHeaderProps = { links: readonly PageEntry[] };

/** The public header: logo home, the content pages of the header menu and the account control. */
export function SiteHeader({ links }: SiteHeaderProps) {
  const isMobile = useIsMobile();
  return (
    <Box as="header" position="sticky" insetBlockStart="0" zIndex="sticky" bg="bg.card" borderBottomWidth="1px" shadow="xs">
      <Container maxWidth="6xl" paddingInline={{ base: '3', md: '6' }}>
        <Flex align="center" gap={{ base: '2', md: '6' }} minHeight={{ base: '14', md: '16' }}>
          {isMobile && <MobileDrawer links={links} />}
          <ChakraLink asChild _hover={{ textDecoration: 'none' }} aria-label="کلروفیل، صفحهٔ اصلی">
            <RouterLink to={paths.home}>
              <Logo size={isMobile ? 32 : 38} />
            </RouterLink>
          </ChakraLink>
          {!isMobile && (
            <HStack as="nav" aria-label="منوی اصلی" gap="5" flex="1">
              {links.map((entry) => (
                <PageLink key={entry.slug} entry={entry} fontWeight="medium" color="fg" _hover={{ color: 'brand.700' }} />
              ))}
            </HStack>
          )}
          {isMobile ? <Box flex="1" /> : null}
          {!isMobile && <AccountActions variant="menu" />}
        </Flex>
      </Container>
    </Box>
  );
}
