import { Grid, Heading, Separator, Stack } from '@chakra-ui/react';
import { isApiError, type StaffRewardDetail } from '@clorofil/api-client';
import { notify, PageHeader, StaffEditorFrame, useEditConflict } from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { rewardsPaths } from '../../paths';
import { catalogueQueries, useCreateReward, useReloadReward, useRewardWrite } from '../api/use-catalogue';
import { CodePoolPanel } from '../components/code-pool-panel';
import { PublishPanel } from '../components/publish-panel';
import { RewardActions } from '../components/reward-actions';
import { RewardForm } from '../components/reward-form';
import { RewardPreview } from '../components/reward-preview';
import { RewardStatusBadge } from '../components/reward-status-badge';
import { StockPanel } from '../components/stock-panel';
import { initialValues, toFields, type RewardFormValues } from '../form/reward-form-values';
import type { FormikHelpers } from 'formik';
import { normalizeDigits } from '@clorofil/rules';

/** Field errors of a refused save, onto the form's own fields. */
function showFieldErrors(error: unknown, helpers: FormikHelpers<RewardFormValues>): void {
  if (!isApiError(error) || !error.fieldErrors) return;
  const map: Record<string, keyof RewardFormValues> = { availableFrom: 'fromDate', availableTo: 'toDate' };
  helpers.setErrors(
    Object.fromEntries(Object.entries(error.fieldErrors).map(([field, message]) => [map[field] ?? field, message])),
  );
}

/** «جایزهٔ تازه»: the first draft; then the editor of that reward. */
export function NewRewardPage() {
  const create = useCreateReward();
  const navigate = useNavigate();
  function submit(values: RewardFormValues, helpers: FormikHelpers<RewardFormValues>) {
    const stock = normalizeDigits(values.stock).trim();
    create.mutate(
      { ...toFields(values), kind: values.kind, stock: values.kind === 'item' && stock ? Number(stock) : null },
      {
        onSuccess: (detail) => {
          notify.success('پیش‌نویس جایزه ذخیره شد.');
          void navigate(rewardsPaths.editReward(detail.id), { replace: true });
        },
        onError: (error) => {
          showFieldErrors(error, helpers);
          notify.error(isApiError(error) ? error.message : 'ذخیره انجام نشد؛ دوباره تلاش کنید.');
        },
      },
    );
  }
  return (
    <Stack gap="4">
      <title>جایزهٔ تازه | کنسول باشگاه</title>
      <PageHeader title="جایزهٔ تازه" showBack onBack={() => void navigate(rewardsPaths.catalogue)} />
      <RewardForm
        initialValues={initialValues(null)}
        creating
        pending={create.isPending}
        submitLabel="ذخیرهٔ پیش‌نویس"
        onSubmit={submit}
      />
    </Stack>
  );
}

/** One reward: its draft, preview, publish, stock or code pool, duplicate and retire. */
export function RewardEditorPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ ...catalogueQueries.detail(id), enabled: valid });
  const navigate = useNavigate();
  const title = detail.data ? (detail.data.draft ?? detail.data.published)?.title : undefined;
  return (
    <StaffEditorFrame
      title={title ?? 'جایزه'}
      onBack={() => void navigate(rewardsPaths.catalogue)}
      query={detail}
      valid={valid}
      notFound="این جایزه پیدا نشد"
      loadFailed="جایزه دریافت نشد"
    >
      {(data) => <Editor detail={data} />}
    </StaffEditorFrame>
  );
}

function Editor({ detail }: { detail: StaffRewardDetail }) {
  const { save } = useRewardWrite(detail.id);
  const reload = useReloadReward(detail.id);
  const conflict = useEditConflict(reload);
  const shown = detail.draft ?? detail.published;
  const retired = detail.status === 'retired';

  function submit(values: RewardFormValues, helpers: FormikHelpers<RewardFormValues>) {
    save.mutate(
      { ...toFields(values), editVersion: detail.editVersion },
      {
        onSuccess: () => notify.success('پیش‌نویس ذخیره شد؛ برای دیدن اعضا آن را منتشر کنید.'),
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
      <RewardStatusBadge status={detail.status} hasDraft={detail.draft !== null} />
      {conflict.alert}
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="8" alignItems="start">
        <Stack gap="6">
          {!retired && (
            <Stack as="section" gap="3" aria-label="ویرایش پیش‌نویس">
              <Heading as="h2" size="md">
                {detail.draft ? 'پیش‌نویس' : 'ویرایش (پیش‌نویس تازه)'}
              </Heading>
              <RewardForm
                initialValues={initialValues(shown, detail.kind)}
                creating={false}
                pending={save.isPending}
                submitLabel="ذخیرهٔ پیش‌نویس"
                onSubmit={submit}
              />
            </Stack>
          )}
          {!retired && <PublishPanel detail={detail} onStale={conflict.show} />}
        </Stack>
        <Stack gap="6">
          {detail.codes && !retired && <CodePoolPanel rewardId={detail.id} codes={detail.codes} />}
          {detail.kind === 'item' && !retired && <StockPanel rewardId={detail.id} stock={detail.stock} />}
          <Separator />
          <RewardActions detail={detail} onStale={conflict.show} />
        </Stack>
      </Grid>
      {shown && <RewardPreview rewardId={detail.id} version={shown} kind={detail.kind} stock={detail.stock} />}
    </Stack>
  );
}
