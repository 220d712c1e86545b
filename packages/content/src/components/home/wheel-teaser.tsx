import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { paths } from '@clorofil/app-kit';
import { Dices } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

/**
 * The lucky wheel (SPEC §2 Home) with its start button. The wheel's page is public (its prizes and
 * odds show to everyone; it asks for sign-in only when a visitor spins), so this is a plain link.
 */
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
        <Heading as="h2" id={titleId} size={{ base: 'md', md: 'lg' }}>
          گردونه شانس
        </Heading>
        <Text marginBlockStart="2" lineHeight="1.9">
          هر روز یک بار گردونهٔ شانس را بچرخانید و کلروفیل یا کد تخفیف ببرید؛ شانس هر جایزه روی صفحهٔ گردونه آمده است.
        </Text>
      </Box>
      <Button asChild colorPalette="accent" size="lg" alignSelf={{ base: 'stretch', md: 'center' }}>
        <Link to={paths.luckyWheel}>شروع بازی</Link>
      </Button>
    </Flex>
  );
}
