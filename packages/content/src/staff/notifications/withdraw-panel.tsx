import { Button, chakra, Field, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { isApiError, type CampaignDetail } from '@clorofil/api-client';
import { campaignMessages } from '@clorofil/api-client/contract';
import { notify } from '@clorofil/ui-rtl';
import { useId, useState } from 'react';
import { useCampaignWrite } from './queries';

/** Takes a scheduled or live notification back: members who have not read it never will. */
export function WithdrawPanel({ campaign, onStale }: { campaign: CampaignDetail; onStale: (message: string) => void }) {
  const { withdraw } = useCampaignWrite(campaign.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = useId();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setError(campaignMessages.reasonRequired);
    setError(undefined);
    withdraw.mutate(
      { editVersion: campaign.editVersion, reason: reason.trim() },
      {
        onSuccess: () => notify.success('اعلان پس گرفته شد؛ دیگر به کسی نشان داده نمی‌شود.'),
        onError: (failure) => {
          if (isApiError(failure) && failure.status === 409) return onStale(failure.message);
          const field = isApiError(failure) ? failure.fieldErrors?.reason : undefined;
          if (field) return setError(field);
          notify.error(isApiError(failure) ? failure.message : 'پس گرفتن انجام نشد؛ دوباره تلاش کنید.');
        },
      },
    );
  }

  return (
    <chakra.form onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <Stack gap="3">
        <Heading as="h2" size="md" id={`${id}-title`}>
          پس گرفتن اعلان
        </Heading>
        <Text fontSize="sm" color="fg.secondary">
          {campaign.state === 'live'
            ? `تاکنون ${campaign.delivered.toLocaleString('fa-IR')} عضو این اعلان را دیده‌اند؛ دیگران پس از این آن را نمی‌بینند.`
            : 'اعلان آغاز نمی‌شود و به هیچ عضوی نشان داده نمی‌شود.'}
        </Text>
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label>
            دلیل پس گرفتن <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={2}
            maxLength={500}
            bg="bg.card"
            borderColor={error ? 'border.error' : 'border.control'}
          />
          {error ? (
            <Field.ErrorText>{error}</Field.ErrorText>
          ) : (
            <Field.HelperText>در سابقهٔ تغییرات می‌ماند.</Field.HelperText>
          )}
        </Field.Root>
        <Button
          type="submit"
          colorPalette="red"
          variant="outline"
          minHeight="11"
          alignSelf="start"
          loading={withdraw.isPending}
        >
          پس گرفتن اعلان
        </Button>
      </Stack>
    </chakra.form>
  );
}
