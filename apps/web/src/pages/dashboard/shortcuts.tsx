import { Box, Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMenu } from '../../navigation/navigation-context';

const blurbs: Record<string, string> = {
  rewards: 'کلروفیل‌هایتان را با جایزه عوض کنید.',
  'discount-codes': 'کدهای تخفیفی که گرفته‌اید.',
  scores: 'همهٔ امتیازهایی که گرفته و خرج کرده‌اید.',
  'lucky-wheel': 'هر روز یک بار شانس خود را امتحان کنید.',
};

/** Cards to the club's main screens, named and iconed as in the menu. */
export const Shortcuts = memo(function Shortcuts() {
  const shortcuts = useMenu('side').filter((item) => item.key in blurbs);
  return (
    <Stack as="section" aria-labelledby="shortcuts" gap="3">
      <Heading as="h2" id="shortcuts" size="md">
        دسترسی سریع
      </Heading>
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
        {shortcuts.map((item) => (
          <LinkBox
            key={item.key}
            as="article"
            padding="4"
            bg="bg.card"
            borderWidth="1px"
            borderRadius="l3"
            transition="border-color 0.15s, box-shadow 0.15s"
            _hover={{ borderColor: 'brand.400', shadow: 'sm' }}
            _focusWithin={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
          >
            <Stack gap="2">
              <Box color="brand.700" bg="brand.50" borderRadius="full" padding="2" width="fit-content">
                <item.icon size={24} aria-hidden="true" />
              </Box>
              <LinkOverlay asChild fontWeight="bold" _focusVisible={{ outline: 'none' }}>
                <RouterLink to={item.path}>{item.label}</RouterLink>
              </LinkOverlay>
              <Text fontSize="sm" color="fg.secondary">
                {blurbs[item.key]}
              </Text>
            </Stack>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Stack>
  );
});
