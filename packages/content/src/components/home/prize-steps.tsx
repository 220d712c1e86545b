import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { toPersianDigits } from '@clorofil/ui-rtl';
import { Gift, Leaf, UserPlus, type LucideIcon } from 'lucide-react';
import { useId } from 'react';

type Step = { title: string; text: string; icon: LucideIcon };

const steps: Step[] = [
  {
    title: 'عضو باشگاه شوید',
    text: 'با شمارهٔ همراه خود وارد شوید و اطلاعات کاربری‌تان را کامل کنید.',
    icon: UserPlus,
  },
  {
    title: 'کلروفیل جمع کنید',
    text: 'با خرید، پاسخ دادن به نظرسنجی‌ها و انجام مأموریت‌ها کلروفیل بگیرید.',
    icon: Leaf,
  },
  {
    title: 'جایزه بگیرید',
    text: 'کلروفیل‌هایتان را با جایزه یا کد تخفیف دلخواهتان عوض کنید.',
    icon: Gift,
  },
];

/** "Three steps to a prize" (SPEC §1 home content). */
export function PrizeSteps() {
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId}>
      <Heading as="h2" id={titleId} size={{ base: 'md', md: 'lg' }} marginBlockEnd="5">
        سه قدم تا جایزه
      </Heading>
      <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="4" listStyleType="none">
        {steps.map((step, index) => {
          const Icon = step.icon;
          return (
            <Flex
              as="li"
              key={step.title}
              gap="4"
              align="flex-start"
              bg="bg.card"
              borderWidth="1px"
              borderRadius="l3"
              padding="5"
            >
              <Flex
                boxSize="12"
                flexShrink="0"
                align="center"
                justify="center"
                borderRadius="full"
                bg="brand.100"
                color="brand.800"
                position="relative"
              >
                <Icon size={24} aria-hidden="true" />
              </Flex>
              <Box>
                <Heading as="h3" size="sm" marginBlockEnd="1">
                  <Text as="span" color="brand.800" marginInlineEnd="1">
                    {toPersianDigits(index + 1)}.
                  </Text>
                  {step.title}
                </Heading>
                <Text fontSize="sm" color="fg.secondary" lineHeight="1.8">
                  {step.text}
                </Text>
              </Box>
            </Flex>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
