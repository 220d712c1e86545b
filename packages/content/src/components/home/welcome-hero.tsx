import { Box, Heading, Text } from '@chakra-ui/react';
import { paths } from '@clorofil/app-kit';
import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { MemberLink } from '../member-link/member-link';
import { useMemberGate } from '../member-link/use-member-gate';

/** SPEC §2 Home: the call-to-action reads differently for members and visitors. */
export const ctaLabels = {
  member: 'تکمیل اطلاعات کاربری',
  visitor: 'عضویت در باشگاه',
} as const;

/** The welcome message and the registration button (→ /account; a visitor signs in first). */
export function WelcomeHero() {
  const titleId = useId();
  const { isAuthenticated } = useMemberGate();
  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      bg="brand.50"
      borderRadius="l3"
      paddingBlock={{ base: '8', md: '12' }}
      paddingInline={{ base: '5', md: '10' }}
    >
      <Text color="brand.800" fontWeight="bold" fontSize="sm" display="flex" alignItems="center" gap="2">
        <Sparkles size={18} aria-hidden="true" />
        باشگاه مشتریان
      </Text>
      <Heading as="h1" id={titleId} size={{ base: 'xl', md: '3xl' }} marginBlock="3" lineHeight="1.5">
        به باشگاه مشتریان خوش آمدید
      </Heading>
      <Text fontSize={{ base: 'md', md: 'lg' }} maxWidth="60ch" marginBlockEnd="6" lineHeight="1.9">
        با هر خرید کتاب، کلروفیل جمع کنید و آن را با جایزه‌ها و کدهای تخفیف باشگاه عوض کنید. عضویت رایگان است و فقط با
        شمارهٔ همراه انجام می‌شود.
      </Text>
      <MemberLink to={paths.account} colorPalette="brand" size="lg">
        {isAuthenticated ? ctaLabels.member : ctaLabels.visitor}
      </MemberLink>
    </Box>
  );
}
