import { Box, HStack, IconButton, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { UserTypeStatus, type Profile } from '@clorofil/api-client';
import { useAuthActions, useMember } from '@clorofil/auth';
import { paths } from '@clorofil/app-kit';
import { formatNumber, toPersianDigits } from '@clorofil/ui-rtl';
import { CircleUserRound } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { SignOutIcon } from '../../brand/door-icons';

export const DEFAULT_MEMBER_LABEL = 'عضو باشگاه';

/** The approved type («دانش‌آموز», «معلم») once a reviewer accepted it, else «عضو باشگاه». */
export function memberTypeLabel(profile: Pick<Profile, 'userType' | 'userTypeStatus'> | null): string {
  if (profile?.userType && profile.userTypeStatus === UserTypeStatus.Accepted) return profile.userType.text;
  return DEFAULT_MEMBER_LABEL;
}

export function balanceSentence(score: number): string {
  return score > 0 ? `شما ${formatNumber(score)} کلروفیل دارید` : 'شما هنوز کلروفیلی ندارید';
}

export type UserBlockProps = { onNavigate?: () => void };

/** The member at the top of the side menu: who they are, what they are, what they have. */
export function UserBlock({ onNavigate }: UserBlockProps) {
  const { displayName, mobile, score, profile } = useMember();
  const { signOut } = useAuthActions();
  const name = profile?.fullName.trim() || `${profile?.firstName ?? ''} ${profile?.lastName ?? ''}`.trim();

  return (
    <Stack gap="3" padding="4" bg="brand.50" borderRadius="l3" data-testid="user-block">
      <HStack align="flex-start" gap="2">
        <ChakraLink asChild flex="1" minWidth="0" _hover={{ textDecoration: 'none' }}>
          <RouterLink to={paths.account} onClick={onNavigate}>
            {/* The name starts with the visible text (WCAG 2.5.3): an aria-label would hide the mobile. */}
            <Text as="span" srOnly>
              اطلاعات کاربری
            </Text>
            <HStack gap="3" minWidth="0">
              <Box color="brand.700" flexShrink={0}>
                <CircleUserRound size={40} strokeWidth={1.5} aria-hidden="true" />
              </Box>
              <Stack gap="0" minWidth="0">
                <Text fontWeight="bold" truncate>
                  {name || displayName || DEFAULT_MEMBER_LABEL}
                </Text>
                {mobile && (
                  <Text fontSize="sm" color="fg.secondary">
                    <bdi dir="ltr">{toPersianDigits(mobile)}</bdi>
                  </Text>
                )}
              </Stack>
            </HStack>
          </RouterLink>
        </ChakraLink>
        <IconButton aria-label="خروج" variant="ghost" size="sm" color="fg.error" onClick={() => void signOut()}>
          <SignOutIcon size={20} />
        </IconButton>
      </HStack>
      <HStack justify="space-between" gap="2" flexWrap="wrap" fontSize="sm">
        <Text
          as="span"
          paddingInline="2"
          paddingBlock="0.5"
          borderRadius="full"
          bg="white"
          color="brand.800"
          fontWeight="medium"
        >
          {memberTypeLabel(profile)}
        </Text>
        {score === null ? (
          <Skeleton height="4" width="28" />
        ) : (
          <Text as="span" color="accent.900" fontWeight="medium">
            {balanceSentence(score)}
          </Text>
        )}
      </HStack>
    </Stack>
  );
}
