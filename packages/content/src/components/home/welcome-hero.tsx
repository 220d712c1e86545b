import { Box, Button, Heading, Skeleton, Text } from '@chakra-ui/react';
import { UserTypeStatus, type Profile } from '@clorofil/api-client';
import { paths } from '@clorofil/app-kit';
import { useProfile } from '@clorofil/auth';
import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { MemberLink } from '../member-link/member-link';
import { useMemberGate } from '../member-link/use-member-gate';

/**
 * SPEC §2 Home: the call to action follows where the member stands. Only a profile not yet sent
 * asks to be completed; a refused one asks to be corrected; a member under review or approved has
 * nothing left to fill in and is shown the rewards instead.
 */
export const ctaLabels = {
  visitor: 'عضویت در باشگاه',
  completeProfile: 'تکمیل اطلاعات کاربری',
  fixProfile: 'اصلاح اطلاعات کاربری',
  rewards: 'مشاهدهٔ جایزه‌ها',
} as const;

type Cta = { label: string; to: string };

function ctaFor(profile: Profile | undefined): Cta {
  // A profile that could not be read gets the rewards, which suit every member.
  if (!profile) return { label: ctaLabels.rewards, to: paths.rewards };
  if (profile.userType === null || profile.userTypeStatus === UserTypeStatus.None) {
    return { label: ctaLabels.completeProfile, to: paths.account };
  }
  if (profile.userTypeStatus === UserTypeStatus.Rejected) return { label: ctaLabels.fixProfile, to: paths.account };
  return { label: ctaLabels.rewards, to: paths.rewards };
}

/** A signed-in member's button, once the profile says which one fits; a placeholder of its size till then. */
function MemberCta() {
  const profile = useProfile();
  if (profile.status === 'pending') {
    return (
      <Skeleton asChild aria-hidden="true">
        <Button size="lg" tabIndex={-1}>
          {ctaLabels.completeProfile}
        </Button>
      </Skeleton>
    );
  }
  const cta = ctaFor(profile.data);
  return (
    <MemberLink to={cta.to} colorPalette="brand" size="lg">
      {cta.label}
    </MemberLink>
  );
}

/** The welcome message and its button: a visitor joins (→ /account, signing in first), a member goes on. */
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
      {isAuthenticated ? (
        <MemberCta />
      ) : (
        <MemberLink to={paths.account} colorPalette="brand" size="lg">
          {ctaLabels.visitor}
        </MemberLink>
      )}
    </Box>
  );
}
