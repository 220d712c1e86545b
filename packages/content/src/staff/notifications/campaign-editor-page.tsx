import { Box, DataList, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { isApiError, type CampaignDetail } from '@clorofil/api-client';
import { campaignAudienceLabels, notificationTypeLabels } from '@clorofil/api-client/contract';
import { paths } from '@clorofil/app-kit';
import {
  formatJalaliDateTime,
  formatNumber,
  notify,
  PageHeader,
  StaffEditorFrame,
  toastMessage,
  toPersianDigits,
  useEditConflict,
} from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CampaignForm } from './campaign-form';
import { formErrors, initialValues, toFields, type CampaignFormValues } from './campaign-form-values';
import { CampaignPreview } from './campaign-preview';
import { CampaignStateBadge } from './campaign-state-badge';
import { campaignQueries, useCampaignWrite, useCreateCampaign } from './queries';
import { WithdrawPanel } from './withdraw-panel';

const submitLabel = (values: CampaignFormValues) => (values.startMode === 'now' ? 'ارسال اعلان' : 'زمان‌بندی اعلان');

/** A refused save: its field errors onto the form, a list's refused entries to the list below it. */
function useRefusal() {
  const [entries, setEntries] = useState<Record<string, string>>({});
  function refused(error: unknown, helpers: FormikHelpers<CampaignFormValues>) {
    const errors = isApiError(error) ? error.fieldErrors : undefined;
    const mapped = formErrors(errors ?? {});
    setEntries(mapped.entries);
    if (errors) helpers.setErrors(mapped.fields);
    notify.error(isApiError(error) ? error.message : 'ذخیره انجام نشد؛ دوباره تلاش کنید.');
  }
  return { entries, refused, clear: () => setEntries({}) };
}

/** «اعلان تازه»: a message for everyone, a type or a list of members, now or at a chosen time. */
export function NewCampaignPage() {
  const create = useCreateCampaign();
  const navigate = useNavigate();
  const refusal = useRefusal();
  function submit(values: CampaignFormValues, helpers: FormikHelpers<CampaignFormValues>) {
    refusal.clear();
    create.mutate(toFields(values), {
      onSuccess: (detail) => {
        notify.success(detail.state === 'live' ? 'اعلان ارسال شد.' : 'اعلان زمان‌بندی شد.');
        void navigate(paths.operator.notification(detail.id), { replace: true });
      },
      onError: (error) => refusal.refused(error, helpers),
    });
  }
  return (
    <Stack gap="4">
      <title>اعلان تازه | کنسول باشگاه</title>
      <PageHeader title="اعلان تازه" showBack onBack={() => void navigate(paths.operator.notifications)} />
      <CampaignForm
        initialValues={initialValues()}
        pending={create.isPending}
        submitLabel={submitLabel}
        onSubmit={submit}
        refusedEntries={refusal.entries}
      />
    </Stack>
  );
}

/** One notification: edited while scheduled, withdrawn while scheduled or live, read after. */
export function CampaignPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ ...campaignQueries.detail(id), enabled: valid });
  const navigate = useNavigate();
  return (
    <StaffEditorFrame
      title="اعلان"
      onBack={() => void navigate(paths.operator.notifications)}
      query={detail}
      valid={valid}
      notFound="این اعلان پیدا نشد"
      loadFailed="اعلان دریافت نشد"
    >
      {(campaign) => <Campaign campaign={campaign} />}
    </StaffEditorFrame>
  );
}

function Facts({ campaign }: { campaign: CampaignDetail }) {
  const facts: [string, string][] = [
    ['نوع', notificationTypeLabels[campaign.type]],
    [
      'مخاطبان',
      campaign.recipients === null
        ? campaignAudienceLabels[campaign.audience]
        : `${campaignAudienceLabels[campaign.audience]} (${formatNumber(campaign.recipients)} عضو)`,
    ],
    ['آغاز', formatJalaliDateTime(campaign.startsAt)],
    ['پایان', campaign.endsAt ? formatJalaliDateTime(campaign.endsAt) : 'تا پس گرفتن'],
    ['دیده‌شده', `${formatNumber(campaign.delivered)} عضو`],
  ];
  if (campaign.audience === 'mobiles' && campaign.mobiles.length > 0)
    facts.push(['شماره‌ها', campaign.mobiles.map((mobile) => toPersianDigits(mobile)).join('، ')]);
  if (campaign.withdrawnAt)
    facts.push(['پس گرفته در', formatJalaliDateTime(campaign.withdrawnAt)], ['دلیل', campaign.withdrawReason ?? '']);
  return (
    <DataList.Root orientation="horizontal" gap="2">
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minWidth="7rem">{label}</DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function Campaign({ campaign }: { campaign: CampaignDetail }) {
  const { update, reload } = useCampaignWrite(campaign.id);
  const refusal = useRefusal();
  const conflict = useEditConflict(reload);
  const open = campaign.state === 'scheduled' || campaign.state === 'live';

  function submit(values: CampaignFormValues, helpers: FormikHelpers<CampaignFormValues>) {
    refusal.clear();
    update.mutate(
      { ...toFields(values), editVersion: campaign.editVersion },
      {
        onSuccess: () => notify.success('تغییرات اعلان ذخیره شد.'),
        onError: (error) => {
          if (conflict.caught(error)) return;
          refusal.refused(error, helpers);
        },
      },
    );
  }

  return (
    <Stack gap="6">
      <Box alignSelf="start">
        <CampaignStateBadge state={campaign.state} />
      </Box>
      {conflict.alert}
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="8" alignItems="start">
        <Stack gap="4" minWidth="0">
          {campaign.state === 'scheduled' ? (
            <Stack as="section" gap="3" aria-label="ویرایش اعلان">
              <Heading as="h2" size="md">
                ویرایش (تا پیش از آغاز)
              </Heading>
              <CampaignForm
                initialValues={initialValues(campaign)}
                pending={update.isPending}
                submitLabel={() => 'ذخیرهٔ تغییرات'}
                onSubmit={submit}
                refusedEntries={refusal.entries}
              />
            </Stack>
          ) : (
            <>
              <Text as="div" whiteSpace="pre-wrap" fontSize="md" data-testid="campaign-message">
                {toastMessage(campaign.message, campaign.messageHtml)}
              </Text>
              <CampaignPreview type={campaign.type} text={campaign.message} html={campaign.messageHtml} />
            </>
          )}
        </Stack>
        <Stack gap="6" minWidth="0">
          <Facts campaign={campaign} />
          {open && <WithdrawPanel campaign={campaign} onStale={conflict.show} />}
        </Stack>
      </Grid>
    </Stack>
  );
}
