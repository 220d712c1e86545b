import { Box, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { isApiError, type PageVersion, type StaffPageDetail } from '@clorofil/api-client';
import { paths } from '@clorofil/app-kit';
import { validationMessages } from '@clorofil/rules';
import {
  FocusFirstError,
  formatJalaliDateTime,
  notify,
  ReasonPanel,
  StaffEditorFrame,
  TextField,
  useEditConflict,
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
    <StaffEditorFrame
      title={title ?? t.pageTitle}
      onBack={() => void navigate(paths.operator.pages)}
      query={detail}
      valid={slug !== ''}
      notFound={t.notFound}
      loadFailed={t.loadFailed}
    >
      {(page) => <Editor detail={page} />}
    </StaffEditorFrame>
  );
}

function Editor({ detail }: { detail: StaffPageDetail }) {
  const { save } = usePageWrite(detail.slug);
  const reload = useReload(contentStaffKeys.page(detail.slug));
  const conflict = useEditConflict(reload);
  const shown = detail.draft ?? detail.published;

  function submit(values: PageFormValues, helpers: FormikHelpers<PageFormValues>) {
    save.mutate(
      { title: values.title.trim(), content: values.content, editVersion: detail.editVersion },
      {
        onSuccess: () => notify.success(t.saved),
        onError: (error) => {
          if (conflict.caught(error)) return;
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
      {conflict.alert}
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
            <PublishPanel detail={detail} onStale={conflict.show} />
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
  const id = useId();
  const send = (reason: string) =>
    publish
      .mutateAsync({ editVersion: detail.editVersion, ...(reason ? { reason } : {}) })
      .then(() => notify.success(t.published));

  if (!detail.draft) {
    return (
      <Stack as="section" gap="3" aria-labelledby={id} borderWidth="1px" borderRadius="l3" padding="4">
        <Heading as="h2" size="md" id={id}>
          {t.publishHeading}
        </Heading>
        <Text color="fg.muted">{t.noDraft}</Text>
      </Stack>
    );
  }
  return (
    <ReasonPanel
      title={t.publishHeading}
      description={t.publishIntro}
      label={t.reason}
      reason="optional"
      note={t.publishNote}
      confirmLabel={t.publish}
      failedMessage={t.publishFailed}
      onConfirm={send}
      onStale={onStale}
    />
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
