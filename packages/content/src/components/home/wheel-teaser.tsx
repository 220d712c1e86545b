import { Badge, Box, Flex, Heading, Text } from '@chakra-ui/react';
import { paths } from '@clorofil/ui-rtl';
import { Dices } from 'lucide-react';
import { useId } from 'react';
import { MemberLink } from '../member-link/member-link';

/** The lucky wheel, announced as coming soon (SPEC §2 Home), with its start button. */
export function WheelTeaser() {
  const titleId = useId();
  return (
    <Flex
      as="section"
      aria-labelledby={titleId}
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'center' }}
      gap="5"
      bg="accent.50"
      borderRadius="l3"
      padding={{ base: '5', md: '8' }}
    >
      <Flex
        align="center"
        justify="center"
        boxSize="16"
        flexShrink="0"
        borderRadius="full"
        bg="accent.100"
        color="accent.800"
      >
        <Dices size={34} aria-hidden="true" />
      </Flex>
      <Box flex="1">
        <Flex align="center" gap="3" wrap="wrap">
          <Heading as="h2" id={titleId} size={{ base: 'md', md: 'lg' }}>
            گردونه شانس
          </Heading>
          <Badge colorPalette="accent" variant="solid" size="md">
            به‌زودی
          </Badge>
        </Flex>
        <Text marginBlockStart="2" lineHeight="1.9">
          به‌زودی می‌توانید هر روز یک بار گردونهٔ شانس را بچرخانید و کلروفیل یا کد تخفیف ببرید.
        </Text>
      </Box>
      <MemberLink to={paths.luckyWheel} colorPalette="accent" size="lg" alignSelf={{ base: 'stretch', md: 'center' }}>
        شروع بازی
      </MemberLink>
    </Flex>
  );
}
