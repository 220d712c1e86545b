import { Box, Grid, Link as ChakraLink, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { useMenu } from '../../navigation/navigation-context';

/** Height reserved under the page so the fixed bar never covers its last line. */
export const BOTTOM_NAV_HEIGHT = '4.25rem';

/** SPEC §2: the phone's fixed bottom bar — rewards, discount codes, scores (home stays hidden). */
export function BottomNav() {
  const entries = useMenu('bottom-nav');
  return (
    <Box
      as="nav"
      aria-label="دسترسی سریع"
      position="fixed"
      insetInline="0"
      insetBlockEnd="0"
      zIndex="sticky"
      bg="bg.card"
      borderTopWidth="1px"
      shadow="0 -2px 8px rgba(0,0,0,0.06)"
      paddingBlockEnd="env(safe-area-inset-bottom)"
    >
      <Grid templateColumns={`repeat(${entries.length}, 1fr)`} height={BOTTOM_NAV_HEIGHT}>
        {entries.map((item) => (
          <ChakraLink
            key={item.key}
            asChild
            display="flex"
            flexDirection="column"
            alignItems="center"
            justifyContent="center"
            gap="1"
            color="fg.secondary"
            fontSize="xs"
            _hover={{ textDecoration: 'none', color: 'brand.700' }}
            _currentPage={{ color: 'brand.700', fontWeight: 'bold' }}
          >
            <NavLink to={item.path}>
              <item.icon size={22} aria-hidden="true" />
              <Text as="span">{item.shortLabel ?? item.label}</Text>
            </NavLink>
          </ChakraLink>
        ))}
      </Grid>
    </Box>
  );
}
