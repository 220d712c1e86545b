import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { Campaign } from '@clorofil/api-client';
import { campaignAudienceLabels, campaignStateLabels, notificationTypeLabels } from '@clorofil/api-client/contract';
import { paths } from '@clorofil/app-kit';
import { DataTable, formatJalaliDateTime, formatNumber, PageHeader, type DataTableColumn } from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { CampaignStateBadge } from './campaign-state-badge';
import { campaignQueries } from './queries';

const options = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

function audienceCell(campaign: Campaign) {
  const label = campaignAudienceLabels[campaign.audience];
  return campaign.recipients === null ? (
    label
  ) : (
    <Text as="span">
      {label} (<bdi>{formatNumber(campaign.recipients)}</bdi> عضو)
    </Text>
  );
}

const columns: DataTableColumn<Campaign>[] = [
  {
    key: 'message',
    header: 'متن',
    value: (campaign) => campaign.message,
    cell: (campaign) => (
      <ChakraLink asChild color="brand.fg" fontWeight="bold" lineClamp={2} minWidth="12rem" maxWidth="28rem">
        <Link to={paths.operator.notification(campaign.id)}>{campaign.message}</Link>
      </ChakraLink>
    ),
  },
  {
    key: 'type',
    header: 'نوع',
    value: (campaign) => campaign.type,
    cell: (campaign) => notificationTypeLabels[campaign.type],
  },
  { key: 'audience', header: 'مخاطبان', value: (campaign) => campaign.audience, cell: audienceCell },
  {
    key: 'startsAt',
    header: 'آغاز',
    value: (campaign) => campaign.startsAt,
    sortable: true,
    searchable: false,
    cell: (campaign) => formatJalaliDateTime(campaign.startsAt),
  },
  {
    key: 'endsAt',
    header: 'پایان',
    value: (campaign) => campaign.endsAt ?? '',
    sortable: true,
    searchable: false,
    cell: (campaign) => (campaign.endsAt ? formatJalaliDateTime(campaign.endsAt) : 'تا پس گرفتن'),
  },
  {
    key: 'delivered',
    header: 'دیده‌شده',
    value: (campaign) => campaign.delivered,
    sortable: true,
    searchable: false,
    isNumeric: true,
  },
  {
    key: 'state',
    header: 'وضعیت',
    value: (campaign) => campaign.state,
    searchable: false,
    cell: (campaign) => <CampaignStateBadge state={campaign.state} />,
  },
];

/** «اعلان‌ها» in the console: every notification sent to members, filtered from the address. */
export function NotificationsPage() {
  const list = useQuery(campaignQueries.list());
  return (
    <Stack gap="4">
      <title>اعلان‌ها | کنسول باشگاه</title>
      <PageHeader
        title="اعلان‌ها"
        actions={
          <Button asChild colorPalette="brand" minHeight="11">
            <Link to={paths.operator.newNotification}>
              <Plus size={18} aria-hidden="true" />
              اعلان تازه
            </Link>
          </Button>
        }
      />
      <DataTable
        caption="فهرست اعلان‌های فرستاده‌شده به اعضا"
        columns={columns}
        rows={list.data}
        getRowId={(campaign) => String(campaign.id)}
        searchLabel="جست‌وجو در متن"
        defaultSort="-startsAt"
        loading={list.isPending}
        error={list.isError ? 'فهرست اعلان‌ها دریافت نشد.' : undefined}
        onRetry={() => void list.refetch()}
        emptyMessage="اعلانی پیدا نشد."
        selectFilters={[
          { column: 'state', label: 'وضعیت', options: options(campaignStateLabels), allLabel: 'همهٔ وضعیت‌ها' },
          {
            column: 'audience',
            label: 'مخاطبان',
            options: options(campaignAudienceLabels),
            allLabel: 'همهٔ مخاطبان',
          },
        ]}
      />
    </Stack>
  );
}
