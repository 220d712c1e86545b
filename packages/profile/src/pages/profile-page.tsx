import { Button, Stack, Text } from '@chakra-ui/react';
import { useMember } from '@clorofil/auth';
import { MessageView, PageHeader, SkeletonForm } from '@clorofil/ui-rtl';
import { RotateCcw } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { texts } from '../api/texts';
import { useUserTypes } from '../api/use-option-lists';
import { ProfileForm } from '../components/profile-form/profile-form';

/**
 * «اطلاعات کاربری» (/account) in the profile layout: the title and the line that says what the page
 * is for at once, the form once the member's profile is read.
 */
export function ProfilePage() {
  const member = useMember();
  const types = useUserTypes();
  // The form appears in a deferred render: React renders it as a transition, in slices of a few
  // milliseconds, instead of in the synchronous update the last answer brings (bench/web/profile.mjs).
  const formReady = useDeferredValue(member.profile !== null && !types.isPending);
  // The same elements on every render: the member's and the types' answers each re-render this page
  // synchronously, and React skips an element it rendered before instead of styling it again.
  const heading = useMemo(
    () => (
      <>
        <title>{`${texts.title} | باشگاه مشتریان`}</title>
        <PageHeader title={texts.title} showBack />
        <Text color="fg.secondary" marginBlockEnd="2">
          {texts.intro}
        </Text>
      </>
    ),
    [],
  );
  const loading = useMemo(() => <SkeletonForm fields={6} label={texts.loading} />, []);

  let body;
  if (member.status === 'error') {
    body = (
      <MessageView icon="error" message="خطایی رخ داد…" subMessage="اطلاعات شما دریافت نشد. لطفاً دوباره تلاش کنید.">
        <Button variant="outline" colorPalette="brand" onClick={member.reload}>
          <RotateCcw size={18} aria-hidden="true" />
          تلاش دوباره
        </Button>
      </MessageView>
    );
  } else if (!member.profile || types.isPending || !formReady) {
    body = loading;
  } else {
    // Without the list of types the rest of the form still works (names, code, place).
    body = <ProfileForm profile={member.profile} types={types.types} />;
  }

  return (
    <Stack gap="2">
      {heading}
      {body}
    </Stack>
  );
}
