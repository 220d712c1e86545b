import { Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import type { StaffMission } from '@clorofil/api-client';
import { DataTable, formatNumber, PageHeader, type DataTableColumn } from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { scoresPaths } from '../../paths';
import { missionConsoleQueries } from '../api/use-mission-console';
import { EarningSettings } from '../components/earning-settings';
import { MissionStateBadge, stateLabels } from '../components/mission-state-badge';
import { MissionWindow } from '../components/mission-window';
import { goalUnit, kindLabels } from '../form/mission-form-values';

const columns: DataTableColumn<StaffMission>[] = [
  {
    key: 'title',
    header: 'عنوان',
    value: (mission) => mission.title,
    sortable: true,
    cell: (mission) => (
      <ChakraLink asChild color="brand.fg" fontWeight="bold">
        <Link to={scoresPaths.mission(mission.id)}>{mission.title}</Link>
      </ChakraLink>
    ),
  },
  {
    key: 'goal',
    header: 'هدف',
    value: (mission) => `${kindLabels[mission.kind]} ${mission.target}`,
    searchable: false,
    cell: (mission) => `${formatNumber(mission.target)} ${goalUnit[mission.kind]}`,
  },
  { key: 'points', header: 'جایزه (کلروفیل)', value: (mission) => mission.points, sortable: true, isNumeric: true },
  {
    key: 'startsAt',
    header: 'بازه',
    value: (mission) => mission.startsAt,
    sortable: true,
    searchable: false,
    cell: (mission) => <MissionWindow startsAt={mission.startsAt} endsAt={mission.endsAt} />,
  },
  { key: 'onTheWay', header: 'در مسیر', value: (mission) => mission.onTheWay, sortable: true, isNumeric: true },
  { key: 'done', header: 'انجام‌داده', value: (mission) => mission.done, sortable: true, isNumeric: true },
  {
    key: 'state',
    header: 'وضعیت',
    value: (mission) => mission.state,
    searchable: false,
    cell: (mission) => <MissionStateBadge state={mission.state} />,
  },
];

const stateOptions = Object.entries(stateLabels).map(([value, label]) => ({ value, label }));

/** «مأموریت‌ها» in the console: every mission with its counts, filtered from the address; the earning rules. */
export function MissionsPage() {
  const list = useQuery(missionConsoleQueries.list());
  return (
    <Stack gap="6">
      <title>مأموریت‌ها | کنسول باشگاه</title>
      <PageHeader
        title="مأموریت‌ها"
        actions={
          <Button asChild colorPalette="brand" minHeight="11">
            <Link to={scoresPaths.newMission}>
              <Plus size={18} aria-hidden="true" />
              مأموریت تازه
            </Link>
          </Button>
        }
      />
      <DataTable
        caption="فهرست مأموریت‌های باشگاه"
        columns={columns}
        rows={list.data}
        getRowId={(mission) => String(mission.id)}
        searchLabel="جست‌وجو در عنوان"
        defaultSort="-startsAt"
        loading={list.isPending}
        error={list.isError ? 'فهرست مأموریت‌ها دریافت نشد.' : undefined}
        onRetry={() => void list.refetch()}
        emptyMessage="مأموریتی با این فیلترها پیدا نشد."
        selectFilters={[{ column: 'state', label: 'وضعیت', options: stateOptions, allLabel: 'همهٔ وضعیت‌ها' }]}
      />
      <EarningSettings />
    </Stack>
  );
}
