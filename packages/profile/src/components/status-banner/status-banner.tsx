import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useAcknowledgeResult, type Profile } from '@clorofil/api-client';
import { notify } from '@clorofil/ui-rtl';
import { texts } from '../../api/texts';
import type { BannerKind } from './banner-rule';

const banners = {
  none: {
    status: 'warning',
    title: 'نوع کاربری شما هنوز مشخص نشده است',
    description: `نوع کاربری خود (دانش‌آموز یا معلم) را انتخاب کنید، اطلاعات آن را کامل کنید و «${texts.save}» را بزنید.`,
  },
  pending: {
    status: 'info',
    title: 'اطلاعات شما در حال بررسی است',
    description: 'نتیجهٔ بررسی از طریق پیامک به شما اطلاع داده می‌شود. تا پایان بررسی امکان ویرایش اطلاعات وجود ندارد.',
  },
  accepted: {
    status: 'success',
    title: 'آخرین اطلاعات شما تأیید شد',
    description: 'از این پس امکانات باشگاه متناسب با نوع کاربری شما در دسترس است.',
  },
  rejected: {
    status: 'error',
    title: 'اطلاعات شما تأیید نشد',
    description: 'لطفاً اطلاعات خود را بررسی و اصلاح کنید و دوباره ثبت کنید.',
  },
} as const;

export type StatusBannerProps = { kind: BannerKind; profile: Pick<Profile, 'reviewNote'> };

/** The status banner of SPEC §4; «متوجه شدم» tells the server, and the refreshed profile hides it. */
export function StatusBanner({ kind, profile }: StatusBannerProps) {
  const acknowledge = useAcknowledgeResult();
  const banner = banners[kind];
  const decided = kind === 'accepted' || kind === 'rejected';
  return (
    <Alert.Root status={banner.status} borderRadius="l3" alignItems="flex-start" data-testid={`status-banner-${kind}`}>
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Content>
          <Alert.Title fontWeight="bold">{banner.title}</Alert.Title>
          <Alert.Description>{banner.description}</Alert.Description>
        </Alert.Content>
        {decided && profile.reviewNote && (
          <Text fontSize="sm">
            <Text as="span" fontWeight="bold">
              توضیح بررسی‌کننده:{' '}
            </Text>
            {profile.reviewNote}
          </Text>
        )}
        {decided && (
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            loading={acknowledge.isPending}
            loadingText="در حال ثبت…"
            onClick={() => acknowledge.mutate(undefined, { onError: () => notify.error(texts.acknowledgeFailed) })}
          >
            {texts.noticed}
          </Button>
        )}
      </Stack>
    </Alert.Root>
  );
}
