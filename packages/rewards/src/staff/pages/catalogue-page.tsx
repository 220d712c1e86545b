import { Button, Checkbox, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { exportStaffRewards, type StaffReward, type StaffRewardQuery } from '@clorofil/api-client';
import {
  CODE_POOL_LOW,
  ENDING_SOON_DAYS,
  isEndingSoon,
  matchesStaffRewardFilter,
  rewardCategoryLabels,
  rewardColumnLabels as label,
  type StaffRewardFilter,
} from '@clorofil/api-client/contract';
import {
  DataTable,
  DownloadButton,
  formatJalaliDateTime,
  formatNumber,
  PageHeader,
  useDataTableView,
  type DataTableColumn,
  type DataTableSelectFilter,
} from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { rewardsPaths } from '../../paths';
import { catalogueQueries } from '../api/use-catalogue';
import { RewardStatusBadge, statusLabels } from '../components/reward-status-badge';
import { categoryOptions, kindLabels } from '../form/reward-form-values';

const flags = [
  { key: 'active', label: 'فقط جایزه‌های فعال' },
  { key: 'outOfStock', label: 'ناموجود' },
  { key: 'endingSoon', label: `رو به پایان (${formatNumber(ENDING_SOON_DAYS)} روز آینده)` },
] as const;
type FlagKey = (typeof flags)[number]['key'];

function stockCell(reward: StaffReward) {
  if (reward.codes) {
    const low = reward.codes.left < CODE_POOL_LOW;
    return (
      <Text color={low ? 'fg.error' : undefined} fontWeight={low ? 'bold' : undefined}>
        <bdi>{formatNumber(reward.codes.left)}</bdi> کد
      </Text>
    );
  }
  return reward.stock === null ? 'نامحدود' : <bdi>{formatNumber(reward.stock)}</bdi>;
}

function columns(now: Date): DataTableColumn<StaffReward>[] {
  return [
    {
      key: 'title',
      header: label.title,
      value: (reward) => reward.title,
      sortable: true,
      cell: (reward) => (
        <ChakraLink asChild color="brand.fg" fontWeight="bold">
          <Link to={rewardsPaths.editReward(reward.id)}>{reward.title}</Link>
        </ChakraLink>
      ),
    },
    {
      key: 'category',
      header: label.category,
      value: (reward) => reward.category,
      cell: (reward) => rewardCategoryLabels[reward.category],
    },
    { key: 'kind', header: label.kind, value: (reward) => reward.kind, cell: (reward) => kindLabels[reward.kind] },
    { key: 'score', header: label.score, value: (reward) => reward.score, sortable: true, isNumeric: true },
    {
      key: 'stock',
      header: label.stock,
      value: (reward) => reward.codes?.left ?? reward.stock ?? Number.MAX_SAFE_INTEGER,
      sortable: true,
      searchable: false,
      cell: stockCell,
    },
    {
      key: 'availableTo',
      header: label.availableTo,
      value: (reward) => reward.availableTo ?? '',
      sortable: true,
      searchable: false,
      cell: (reward) =>
        reward.availableTo ? (
          <Text color={isEndingSoon(reward, now) ? 'fg.warning' : undefined}>
            {formatJalaliDateTime(reward.availableTo)}
          </Text>
        ) : (
          'بدون پایان'
        ),
    },
    {
      key: 'status',
      header: label.status,
      value: (reward) => reward.status,
      searchable: false,
      cell: (reward) => <RewardStatusBadge status={reward.status} hasDraft={reward.hasDraft} />,
    },
  ];
}

const selectFilters: DataTableSelectFilter[] = [
  { column: 'category', label: label.category, options: categoryOptions, allLabel: 'همهٔ دسته‌ها' },
  {
    column: 'kind',
    label: label.kind,
    options: Object.entries(kindLabels).map(([value, name]) => ({ value, label: name })),
    allLabel: 'همهٔ انواع',
  },
  {
    column: 'status',
    label: label.status,
    options: Object.entries(statusLabels).map(([value, name]) => ({ value, label: name })),
    allLabel: 'همهٔ وضعیت‌ها',
  },
];

/** «جایزه‌ها» in the console: every reward, filtered and sorted from the address. */
export function CataloguePage() {
  const list = useQuery(catalogueQueries.list());
  const [search, setSearch] = useSearchParams();
  const now = useMemo(() => new Date(), []);
  const table = useMemo(() => columns(now), [now]);
  // The table's select filters (only values it offers) and the checkboxes: one filter for the rows
  // on screen and the file, which the API reads with the same predicate.
  const view = useDataTableView({ columns: table, selectFilters, defaultSort: 'title' });
  const flagged = flags.filter((flag) => search.get(flag.key) === '1').map((flag) => flag.key);
  const filter: StaffRewardFilter = {
    ...(view.filters as Pick<StaffRewardFilter, 'category' | 'kind' | 'status'>),
    ...Object.fromEntries(flagged.map((key) => [key, true])),
  };
  const exportQuery: StaffRewardQuery = {
    ...(view.filters as Pick<StaffRewardQuery, 'category' | 'kind' | 'status'>),
    ...Object.fromEntries(flagged.map((key) => [key, 'true'])),
  };
  const rows = list.data?.filter((reward) => matchesStaffRewardFilter(reward, filter, now));
  const toggle = (key: FlagKey, on: boolean) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (on) next.set(key, '1');
      else next.delete(key);
      next.delete('page');
      return next;
    });

  return (
    <Stack gap="4">
      <title>جایزه‌ها | کنسول باشگاه</title>
      <PageHeader
        title="جایزه‌ها"
        actions={
          <HStack gap="2" wrap="wrap">
            {/* The file follows the filters, not the words typed in the search box; none for an empty list. */}
            {rows && rows.length > 0 && (
              <DownloadButton download={() => exportStaffRewards(exportQuery)}>دریافت فهرست (CSV)</DownloadButton>
            )}
            <Button asChild colorPalette="brand" minHeight="11">
              <Link to={rewardsPaths.newReward}>
                <Plus size={18} aria-hidden="true" />
                جایزهٔ تازه
              </Link>
            </Button>
          </HStack>
        }
      />
      <DataTable
        caption="فهرست جایزه‌های باشگاه"
        columns={table}
        rows={rows}
        getRowId={(reward) => String(reward.id)}
        searchLabel="جست‌وجو در عنوان"
        defaultSort="title"
        loading={list.isPending}
        error={list.isError ? 'فهرست جایزه‌ها دریافت نشد.' : undefined}
        onRetry={() => void list.refetch()}
        emptyMessage="جایزه‌ای با این فیلترها پیدا نشد."
        selectFilters={selectFilters}
        toolbar={
          <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '2', md: '4' }} paddingBlockEnd="2">
            {flags.map((flag) => (
              <Checkbox.Root
                key={flag.key}
                checked={search.get(flag.key) === '1'}
                onCheckedChange={(event) => toggle(flag.key, event.checked === true)}
                minHeight="11"
                alignItems="center"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{flag.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        }
      />
    </Stack>
  );
}
