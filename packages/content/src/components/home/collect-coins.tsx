import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { formatNumber } from '@clorofil/ui-rtl';
import { ClipboardCheck, ShoppingBag, Target, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { CLUB_RULES } from './club-rules';

type Way = { title: string; text: string; icon: LucideIcon };

const { tomanPerPoint, returnWindowDays, pointsPerSurvey } = CLUB_RULES;

const ways: Way[] = [
  {
    title: `هر ${formatNumber(tomanPerPoint)} تومان خرید، ${formatNumber(1)} کلروفیل`,
    text: `کلروفیل هر خرید پس از پایان مهلت ${formatNumber(returnWindowDays)} روزهٔ مرجوعی به حسابتان اضافه می‌شود.`,
    icon: ShoppingBag,
  },
  {
    title: `${formatNumber(pointsPerSurvey)} کلروفیل برای هر نظرسنجی`,
    text: 'پس از دریافت سفارش، پیوند نظرسنجی برایتان فرستاده می‌شود؛ با تکمیل آن کلروفیل بگیرید.',
    icon: ClipboardCheck,
  },
  {
    title: 'مأموریت‌های ویژه',
    text: 'در مأموریت‌هایی که در بازه‌های زمانی مشخص اعلام می‌کنیم شرکت کنید و کلروفیل بیشتری ببرید.',
    icon: Target,
  },
];

/** How coins (clorofil) are collected (SPEC §1, §9), with Persian digits. */
export function CollectCoins() {
  const titleId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      bg="bg.card"
      borderRadius="l3"
      borderWidth="1px"
      padding={{ base: '5', md: '8' }}
    >
      <Heading as="h2" id={titleId} size={{ base: 'md', md: 'lg' }}>
        چطور کلروفیل جمع کنم؟
      </Heading>
      <Text color="fg.secondary" fontSize="sm" marginBlock="2">
        کلروفیل‌ها هیچ‌وقت منقضی نمی‌شوند؛ البته قابل انتقال یا تبدیل به پول نیستند.
      </Text>
      <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="5" marginBlockStart="5" listStyleType="none">
        {ways.map((way) => {
          const Icon = way.icon;
          return (
            <Flex as="li" key={way.title} direction="column" gap="2">
              <Box color="brand.700">
                <Icon size={28} aria-hidden="true" />
              </Box>
              <Heading as="h3" size="sm">
                {way.title}
              </Heading>
              <Text fontSize="sm" color="fg.secondary" lineHeight="1.8">
                {way.text}
              </Text>
            </Flex>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
