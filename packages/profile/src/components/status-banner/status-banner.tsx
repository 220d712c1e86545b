import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useAcknowledgeResult, type Profile } from '@clorofil/api-client';
import { notify, usePrefersReducedMotion } from '@clorofil/ui-rtl';
import { useEffect, useRef } from 'react';
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

export type StatusBannerProps = {
  kind: BannerKind;
  profile: Pick<Profile, 'reviewNote'>;
  /** A count of saves: when it grows, the banner scrolls into view and takes focus (the save's result). */
  focusAfter?: number;
};

/** The status banner of SPEC §4; «متوجه شدم» tells the server, and the refreshed profile hides it. */
export function StatusBanner({ kind, profile, focusAfter = 0 }: StatusBannerProps) {
  const acknowledge = useAcknowledgeResult();
  const root = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    if (focusAfter === 0) return;
    // The save button sits at the bottom of a long form; the banner at the top says what happened.
    root.current?.scrollIntoView?.({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
    root.current?.focus({ preventScroll: true });
    // Only a new save moves focus, not a change of motion preference.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusAfter]);
  const banner = banners[kind];
  const decided = kind === 'accepted' || kind === 'rejected';
  return (
    <Alert.Root
      ref={root}
      tabIndex={-1}
      status={banner.status}
      borderRadius="l3"
      alignItems="flex-start"
      css={{ scrollMarginTop: '5rem' }}
      data-testid={`status-banner-${kind}`}
    >
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
