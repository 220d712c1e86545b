import { Button, HStack, Link as ChakraLink, Stack } from '@chakra-ui/react';
import {
  exportStaffMissions,
  missionColumnLabels as label,
  type MissionState,
  type StaffMission,
} from '@clorofil/api-client';
import {
  DataTable,
  DownloadButton,
  formatNumber,
  PageHeader,
  useDataTableView,
  type DataTableColumn,
  type DataTableSelectFilter,
} from '@clorofil/ui-rtl';
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
    header: label.title,
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
    header: label.goal,
    value: (mission) => `${kindLabels[mission.kind]} ${mission.target}`,
    searchable: false,
    cell: (mission) => `${formatNumber(mission.target)} ${goalUnit[mission.kind]}`,
  },
  { key: 'points', header: label.points, value: (mission) => mission.points, sortable: true, isNumeric: true },
  {
    key: 'startsAt',
    header: label.window,
    value: (mission) => mission.startsAt,
    sortable: true,
    searchable: false,
    cell: (mission) => <MissionWindow startsAt={mission.startsAt} endsAt={mission.endsAt} />,
  },
  { key: 'onTheWay', header: label.onTheWay, value: (mission) => mission.onTheWay, sortable: true, isNumeric: true },
  { key: 'done', header: label.done, value: (mission) => mission.done, sortable: true, isNumeric: true },
  {
    key: 'state',
    header: label.state,
    value: (mission) => mission.state,
    searchable: false,
    cell: (mission) => <MissionStateBadge state={mission.state} />,
  },
];

const stateOptions = Object.entries(stateLabels).map(([value, text]) => ({ value, label: text }));
const selectFilters: DataTableSelectFilter[] = [
  { column: 'state', label: label.state, options: stateOptions, allLabel: 'همهٔ وضعیت‌ها' },
];
const DEFAULT_SORT = '-startsAt';

/** «مأموریت‌ها» in the console: every mission with its counts, filtered from the address; the earning rules. */
export function MissionsPage() {
  const list = useQuery(missionConsoleQueries.list());
  // The table's state filter, from the address: the rows it leaves and the file alike.
  const view = useDataTableView({ columns, selectFilters, defaultSort: DEFAULT_SORT });
  const state = view.filters.state as MissionState | undefined;
  const shown = list.data?.filter((mission) => !state || mission.state === state);
  return (
    <Stack gap="6">
      <title>مأموریت‌ها | کنسول باشگاه</title>
      <PageHeader
        title="مأموریت‌ها"
        actions={
          <HStack gap="2" wrap="wrap">
            {/* The file follows the state filter, not the words typed in the search box; none for an empty list. */}
            {shown && shown.length > 0 && (
              <DownloadButton download={() => exportStaffMissions(state ? { state } : {})}>
                دریافت فهرست (CSV)
              </DownloadButton>
            )}
            <Button asChild colorPalette="brand" minHeight="11">
              <Link to={scoresPaths.newMission}>
                <Plus size={18} aria-hidden="true" />
                مأموریت تازه
              </Link>
            </Button>
          </HStack>
        }
      />
      <DataTable
        caption="فهرست مأموریت‌های باشگاه"
        columns={columns}
        rows={list.data}
        getRowId={(mission) => String(mission.id)}
        searchLabel="جست‌وجو در عنوان"
        defaultSort={DEFAULT_SORT}
        loading={list.isPending}
        error={list.isError ? 'فهرست مأموریت‌ها دریافت نشد.' : undefined}
        onRetry={() => void list.refetch()}
        emptyMessage="مأموریتی با این فیلترها پیدا نشد."
        selectFilters={selectFilters}
      />
      <EarningSettings />
    </Stack>
  );
}
