import { Box, Flex } from '@chakra-ui/react';
import { useIsMobile } from '@clorofil/ui-rtl';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link';
import { OperatorHeader } from './operator-header';
import { OperatorNav } from './operator-nav';

/**
 * The operator console (desktop first): the header, the side navigation from 768 px up and a
 * menu drawer below it, and the screen, wider than the member's pages since its tables are.
 */
export function OperatorLayout() {
  const isMobile = useIsMobile();
  return (
    <Flex direction="column" minHeight="100dvh" bg="bg.canvas">
      <SkipLink />
      <OperatorHeader />
      <Flex
        flex="1"
        width="100%"
        maxWidth="min(100%, 96rem)"
        marginInline="auto"
        gap="6"
        paddingInline={{ base: '0', md: '6' }}
      >
        {!isMobile && (
          <Box as="aside" width="15rem" flexShrink={0} paddingBlock="6">
            <Box position="sticky" insetBlockStart="20">
              <OperatorNav />
            </Box>
          </Box>
        )}
        <Box
          as="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          outline="none"
          flex="1"
          minWidth="0"
          paddingBlock={{ base: '4', md: '6' }}
          paddingInline={{ base: '4', md: '0' }}
        >
          <Suspense>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </Flex>
  );
}
