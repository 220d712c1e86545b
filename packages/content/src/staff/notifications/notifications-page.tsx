import { Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import {
  exportCampaigns,
  type Campaign,
  type CampaignAudience,
  type CampaignQuery,
  type CampaignSort,
  type CampaignState,
} from '@clorofil/api-client';
import {
  CAMPAIGN_PAGE_SIZE,
  campaignAudienceLabels,
  campaignColumnLabels as label,
  campaignStateLabels,
  notificationTypeLabels,
} from '@clorofil/api-client/contract';
import { paths } from '@clorofil/app-kit';
import {
  DataTable,
  DownloadButton,
  formatJalaliDateTime,
  formatNumber,
  PageHeader,
  useDataTableView,
  type DataTableColumn,
  type DataTableSelectFilter,
  type DataTableViewState,
} from '@clorofil/ui-rtl';
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
    header: label.message,
    value: (campaign) => campaign.message,
    cell: (campaign) => (
      <ChakraLink asChild color="brand.fg" fontWeight="bold" lineClamp={2} minWidth="12rem" maxWidth="28rem">
        <Link to={paths.operator.notification(campaign.id)}>{campaign.message}</Link>
      </ChakraLink>
    ),
  },
  {
    key: 'type',
    header: label.type,
    value: (campaign) => campaign.type,
    cell: (campaign) => notificationTypeLabels[campaign.type],
  },
  { key: 'audience', header: label.audience, value: (campaign) => campaign.audience, cell: audienceCell },
  {
    key: 'startsAt',
    header: label.startsAt,
    value: (campaign) => campaign.startsAt,
    sortable: true,
    searchable: false,
    cell: (campaign) => formatJalaliDateTime(campaign.startsAt),
  },
  {
    key: 'endsAt',
    header: label.endsAt,
    value: (campaign) => campaign.endsAt ?? '',
    sortable: true,
    searchable: false,
    cell: (campaign) => (campaign.endsAt ? formatJalaliDateTime(campaign.endsAt) : 'تا پس گرفتن'),
  },
  {
    key: 'delivered',
    header: label.delivered,
    value: (campaign) => campaign.delivered,
    sortable: true,
    searchable: false,
    isNumeric: true,
  },
  {
    key: 'state',
    header: label.state,
    value: (campaign) => campaign.state,
    searchable: false,
    cell: (campaign) => <CampaignStateBadge state={campaign.state} />,
  },
];

const selectFilters: DataTableSelectFilter[] = [
  { column: 'state', label: label.state, options: options(campaignStateLabels), allLabel: 'همهٔ وضعیت‌ها' },
  { column: 'audience', label: label.audience, options: options(campaignAudienceLabels), allLabel: 'همهٔ مخاطبان' },
];
const DEFAULT_SORT = '-startsAt';

/** The table's view as the API's query without its page: the filters, the search and the order (the file's too). */
function filtersOf(view: DataTableViewState): Omit<CampaignQuery, 'page'> {
  const sort = view.sort ? `${view.sort.desc ? '-' : ''}${view.sort.id}` : DEFAULT_SORT;
  return {
    ...(view.filters.state ? { state: view.filters.state as CampaignState } : {}),
    ...(view.filters.audience ? { audience: view.filters.audience as CampaignAudience } : {}),
    ...(view.query.trim() ? { q: view.query.trim() } : {}),
    ...(sort === DEFAULT_SORT ? {} : { sort: sort as CampaignSort }),
  };
}

/**
 * «اعلان‌ها» in the console: every notification sent to members, a page at a time. The table keeps
 * its view in the address and the API answers that view (filters, search, order, page).
 */
export function NotificationsPage() {
  const view = useDataTableView({ columns, selectFilters, defaultSort: DEFAULT_SORT });
  const filters = filtersOf(view);
  const list = useQuery(campaignQueries.list({ ...filters, ...(view.page > 1 ? { page: String(view.page) } : {}) }));
  return (
    <Stack gap="4">
      <title>اعلان‌ها | کنسول باشگاه</title>
      <PageHeader
        title="اعلان‌ها"
        actions={
          <HStack gap="2" wrap="wrap">
            {/* Every page of what the filters, search and order match, not only this one. */}
            {list.data && list.data.total > 0 && (
              <DownloadButton download={() => exportCampaigns(filters)}>دریافت فهرست (CSV)</DownloadButton>
            )}
            <Button asChild colorPalette="brand" minHeight="11">
              <Link to={paths.operator.newNotification}>
                <Plus size={18} aria-hidden="true" />
                اعلان تازه
              </Link>
            </Button>
          </HStack>
        }
      />
      <DataTable
        caption="فهرست اعلان‌های فرستاده‌شده به اعضا"
        columns={columns}
        rows={list.data?.items}
        remote={{ total: list.data?.total }}
        pageSize={CAMPAIGN_PAGE_SIZE}
        getRowId={(campaign) => String(campaign.id)}
        searchLabel="جست‌وجو در متن"
        defaultSort={DEFAULT_SORT}
        loading={list.isPending}
        error={list.isError ? 'فهرست اعلان‌ها دریافت نشد.' : undefined}
        onRetry={() => void list.refetch()}
        emptyMessage="اعلانی پیدا نشد."
        selectFilters={selectFilters}
      />
    </Stack>
  );
}
