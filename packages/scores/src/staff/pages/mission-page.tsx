import { Grid, Heading, Stack } from '@chakra-ui/react';
import { isApiError, type StaffMission } from '@clorofil/api-client';
import { notify, PageHeader, StaffEditorFrame, useEditConflict } from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import type { FormikHelpers } from 'formik';
import { useNavigate, useParams } from 'react-router';
import { scoresPaths } from '../../paths';
import { missionConsoleQueries, useCreateMission, useMissionWrite, useReloadMission } from '../api/use-mission-console';
import { EndMissionPanel } from '../components/end-mission-panel';
import { MissionForm } from '../components/mission-form';
import { MissionSummary } from '../components/mission-summary';
import { formFieldOf, initialValues, toFields, type MissionFormValues } from '../form/mission-form-values';

/** Field errors of a refused save, onto the form's own fields. */
function showFieldErrors(error: unknown, helpers: FormikHelpers<MissionFormValues>): void {
  if (!isApiError(error) || !error.fieldErrors) return;
  helpers.setErrors(
    Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, message]) => [formFieldOf[field] ?? field, message]),
    ),
  );
}

/** «مأموریت تازه»: saved, it is on members' lists as soon as its window opens. */
export function NewMissionPage() {
  const create = useCreateMission();
  const navigate = useNavigate();
  function submit(values: MissionFormValues, helpers: FormikHelpers<MissionFormValues>) {
    create.mutate(toFields(values), {
      onSuccess: (mission) => {
        notify.success(
          mission.state === 'open'
            ? 'مأموریت ساخته شد و اعضا همین حالا آن را می‌بینند.'
            : 'مأموریت ساخته شد و با آغاز بازه‌اش برای اعضا نمایش داده می‌شود.',
        );
        void navigate(scoresPaths.mission(mission.id), { replace: true });
      },
      onError: (error) => {
        showFieldErrors(error, helpers);
        notify.error(isApiError(error) ? error.message : 'ذخیره انجام نشد؛ دوباره تلاش کنید.');
      },
    });
  }
  return (
    <Stack gap="4">
      <title>مأموریت تازه | کنسول باشگاه</title>
      <PageHeader title="مأموریت تازه" showBack onBack={() => void navigate(scoresPaths.missions)} />
      <MissionForm
        initialValues={initialValues()}
        started={false}
        pending={create.isPending}
        submitLabel="ساخت مأموریت"
        onSubmit={submit}
      />
    </Stack>
  );
}

/** One mission: its counts, its edit (within the rule of the contract) and the early end. */
export function MissionPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ ...missionConsoleQueries.detail(id), enabled: valid });
  const navigate = useNavigate();
  return (
    <StaffEditorFrame
      title={detail.data?.title ?? 'مأموریت'}
      onBack={() => void navigate(scoresPaths.missions)}
      query={detail}
      valid={valid}
      notFound="این مأموریت پیدا نشد"
      loadFailed="مأموریت دریافت نشد"
    >
      {(mission) => <Editor mission={mission} />}
    </StaffEditorFrame>
  );
}

function Editor({ mission }: { mission: StaffMission }) {
  const { update } = useMissionWrite(mission.id);
  const reload = useReloadMission(mission.id);
  const conflict = useEditConflict(reload);
  const ended = mission.state === 'ended';

  function submit(values: MissionFormValues, helpers: FormikHelpers<MissionFormValues>) {
    update.mutate(
      { ...toFields(values), editVersion: mission.editVersion },
      {
        onSuccess: () => notify.success('تغییرات مأموریت ذخیره شد.'),
        onError: (error) => {
          if (conflict.caught(error)) return;
          showFieldErrors(error, helpers);
          notify.error(isApiError(error) ? error.message : 'ذخیره انجام نشد؛ دوباره تلاش کنید.');
        },
      },
    );
  }

  return (
    <Stack gap="6">
      {conflict.alert}
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="8" alignItems="start">
        {!ended && (
          <Stack as="section" gap="3" aria-label="ویرایش مأموریت">
            <Heading as="h2" size="md">
              ویرایش
            </Heading>
            <MissionForm
              initialValues={initialValues(mission)}
              started={mission.state === 'open'}
              pending={update.isPending}
              submitLabel="ذخیرهٔ تغییرات"
              onSubmit={submit}
            />
          </Stack>
        )}
        <Stack gap="6">
          <MissionSummary mission={mission} />
          {!ended && <EndMissionPanel mission={mission} onStale={conflict.show} />}
        </Stack>
      </Grid>
    </Stack>
  );
}
