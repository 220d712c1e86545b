import { Box, Button, chakra, Grid, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { isApiError, type PageVersion, type StaffPageDetail } from '@clorofil/api-client';
import { paths } from '@clorofil/app-kit';
import { validationMessages } from '@clorofil/rules';
import {
  FocusFirstError,
  formatJalaliDateTime,
  MessageView,
  notify,
  PageHeader,
  SkeletonForm,
  TextField,
  toPersianDigits,
  PreviewFrame,
  PreviewWidthToggle,
  type ViewportName,
  RichTextField,
} from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { object, string } from 'yup';
import { ContentArticle } from '../pages/content-page';
import { PageStateBadge } from './pages-list-page';
import { contentStaffKeys, contentStaffQueries, usePageWrite, useReload } from './queries';
import { StaleAlert } from './stale-alert';
import { editorPageTexts as t } from './staff-texts';

type PageFormValues = { title: string; content: string };

const pageFormSchema = object({
  title: string().trim().required(validationMessages.required).max(200, 'عنوان حداکثر ۲۰۰ نویسه است.'),
  content: string().max(12_000, 'متن صفحه بیش از حد طولانی است.'),
});

/** One content page in the console: its draft, a preview exactly as members see it, and publish. */
export function PageEditorPage() {
  const slug = useParams().slug ?? '';
  const detail = useQuery({ ...contentStaffQueries.page(slug), enabled: slug !== '' });
  const navigate = useNavigate();
  const title = detail.data ? (detail.data.draft ?? detail.data.published).title : undefined;
  return (
    <Stack gap="4">
      <title>{`${title ?? t.pageTitle} | کنسول باشگاه`}</title>
      <PageHeader title={title ?? t.pageTitle} showBack onBack={() => void navigate(paths.operator.pages)} />
      {detail.isPending && <SkeletonForm />}
      {detail.isError && (
        <MessageView
          icon="error"
          message={isApiError(detail.error) && detail.error.status === 404 ? t.notFound : t.loadFailed}
        >
          <Button minHeight="11" onClick={() => void detail.refetch()}>
            {t.retry}
          </Button>
        </MessageView>
      )}
      {detail.data && <Editor detail={detail.data} />}
    </Stack>
  );
}

function Editor({ detail }: { detail: StaffPageDetail }) {
  const { save } = usePageWrite(detail.slug);
  const reload = useReload(contentStaffKeys.page(detail.slug));
  const [stale, setStale] = useState<string | null>(null);
  const shown = detail.draft ?? detail.published;

  function submit(values: PageFormValues, helpers: FormikHelpers<PageFormValues>) {
    save.mutate(
      { title: values.title.trim(), content: values.content, editVersion: detail.editVersion },
      {
        onSuccess: () => notify.success(t.saved),
        onError: (error) => {
          if (isApiError(error) && error.status === 409) return setStale(error.message);
          if (isApiError(error) && error.fieldErrors) helpers.setErrors(error.fieldErrors);
          notify.error(isApiError(error) ? error.message : t.saveFailed);
        },
      },
    );
  }

  return (
    <Stack gap="6">
      <HStack gap="3" flexWrap="wrap">
        <PageStateBadge hasDraft={detail.draft !== null} />
        <Text fontSize="sm" color="fg.secondary">
          <bdi dir="ltr">{detail.url}</bdi>
        </Text>
      </HStack>
      {stale && <StaleAlert message={stale} onReload={reload} onReloaded={() => setStale(null)} />}
      <Formik<PageFormValues>
        initialValues={{ title: shown.title, content: shown.content }}
        validationSchema={pageFormSchema}
        onSubmit={submit}
        enableReinitialize
      >
        <Form noValidate>
          <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="8" alignItems="start">
            <Stack as="section" gap="3" aria-label={t.draftHeading}>
              <FocusFirstError />
              <Heading as="h2" size="md">
                {detail.draft ? t.draftHeading : t.newDraftHeading}
              </Heading>
              <VersionLine version={shown} />
              <TextField name="title" label={t.titleLabel} required maxLength={200} />
              <RichTextField name="content" label={t.bodyLabel} hint={t.bodyHint} />
              <Button type="submit" colorPalette="brand" alignSelf="flex-start" minHeight="11" loading={save.isPending}>
                {t.save}
              </Button>
              <UnsavedNote />
            </Stack>
            <PublishPanel detail={detail} onStale={setStale} />
          </Grid>
        </Form>
      </Formik>
      <PagePreview version={shown} isDraft={detail.draft !== null} />
    </Stack>
  );
}

function VersionLine({ version }: { version: PageVersion }) {
  const when = version.publishedAt ?? version.createdAt;
  const by = version.publishedBy ?? version.createdBy;
  return (
    <Text fontSize="sm" color="fg.secondary">
      {t.versionLine(
        toPersianDigits(version.version),
        when ? formatJalaliDateTime(when) : null,
        by ? toPersianDigits(by) : null,
      )}
    </Text>
  );
}

function UnsavedNote() {
  const { dirty } = useFormikContext<PageFormValues>();
  if (!dirty) return null;
  return (
    <Text fontSize="sm" color="fg.warning" data-testid="unsaved-note">
      {t.unsaved}
    </Text>
  );
}

function PublishPanel({ detail, onStale }: { detail: StaffPageDetail; onStale: (message: string) => void }) {
  const { publish } = usePageWrite(detail.slug);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  function send() {
    setError(null);
    publish.mutate(
      { editVersion: detail.editVersion, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => {
          setReason('');
          notify.success(t.published);
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.status === 409) return onStale(failure.message);
          setError(isApiError(failure) ? failure.message : t.publishFailed);
        },
      },
    );
  }

  return (
    <Stack as="section" gap="3" aria-labelledby={`${id}-title`} borderWidth="1px" borderRadius="l3" padding="4">
      <Heading as="h2" size="md" id={`${id}-title`}>
        {t.publishHeading}
      </Heading>
      {detail.draft ? (
        <>
          <Text color="fg.muted">{t.publishIntro}</Text>
          <Stack gap="1">
            <chakra.label htmlFor={`${id}-reason`} fontSize="sm" fontWeight="bold">
              {t.reason}
            </chakra.label>
            <Input
              id={`${id}-reason`}
              height="11"
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-describedby={`${id}-note`}
            />
          </Stack>
          <Text
            id={`${id}-note`}
            fontSize="xs"
            color={error ? 'fg.error' : 'fg.secondary'}
            role={error ? 'alert' : undefined}
          >
            {error ?? t.publishNote}
          </Text>
          <Button colorPalette="brand" alignSelf="flex-start" minHeight="11" onClick={send} loading={publish.isPending}>
            {t.publish}
          </Button>
        </>
      ) : (
        <Text color="fg.muted">{t.noDraft}</Text>
      )}
    </Stack>
  );
}

/**
 * The saved version drawn by the members' own page component in a frame as wide as a phone or a
 * desktop (so the page lays itself out for that width):
 * the server's cleaned HTML, so what is shown is exactly what members will read.
 */
function PagePreview({ version, isDraft }: { version: PageVersion; isDraft: boolean }) {
  const [viewport, setViewport] = useState<ViewportName>('desktop');
  const headingId = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId} data-testid="page-preview">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Heading as="h2" size="md" id={headingId}>
          {t.previewHeading}
          <Text as="span" fontSize="sm" fontWeight="normal" color="fg.secondary" marginInlineStart="2">
            ({isDraft ? t.previewOf.draft : t.previewOf.published})
          </Text>
        </Heading>
        <PreviewWidthToggle value={viewport} onChange={setViewport} />
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t.previewNote}
      </Text>
      <Box borderWidth="1px" borderRadius="l3" bg="bg.canvas" overflow="hidden">
        <PreviewFrame viewport={viewport}>
          <ContentArticle title={version.title} content={version.content} documentTitle={false} />
        </PreviewFrame>
      </Box>
    </Stack>
  );
}
