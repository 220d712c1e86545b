import { Box, Button, Dialog, HStack, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { exportStaffFaq, isApiError, type StaffFaqItem } from '@clorofil/api-client';
import { htmlText, validationMessages } from '@clorofil/rules';
import {
  DownloadButton,
  FocusFirstError,
  MessageView,
  notify,
  RichTextField,
  SafeHtml,
  StaffEditorFrame,
  TextField,
  useEditConflict,
  toPersianDigits,
} from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import { Form, Formik, type FormikHelpers } from 'formik';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { object, string } from 'yup';
import { contentStaffKeys, contentStaffQueries, useFaqWrite, useReload } from './queries';
import { faqTexts as t } from './staff-texts';
import { RowIconButton } from './row-icon-button';

type FaqFormValues = { question: string; answer: string };

const faqFormSchema = object({
  question: string().trim().required(validationMessages.required).max(300, 'پرسش حداکثر ۳۰۰ نویسه است.'),
  // The editor's HTML: an answer of empty paragraphs is no answer.
  answer: string()
    .test('text', validationMessages.required, (html) => htmlText(html ?? '') !== '')
    .max(12_000, t.answerLong),
});

/**
 * «پرسش‌های متداول» in the console: the members' FAQ in its order, each question edited in place,
 * moved up or down, or removed after a confirmation. The question is plain text; the answer rich
 * text in the console's one editor, sanitised by the API like a page body and shown here as
 * members read it. A save or removal over another operator's change is refused (409) and said so,
 * with a reload.
 */
export function FaqStaffPage() {
  const list = useQuery(contentStaffQueries.faq());
  const [adding, setAdding] = useState(false);
  return (
    <StaffEditorFrame
      title={t.title}
      intro={t.intro}
      actions={
        <HStack gap="2" wrap="wrap">
          {/* The questions members read, in their order; none to offer while there is none. */}
          {list.data && list.data.length > 0 && <DownloadButton download={exportStaffFaq}>{t.download}</DownloadButton>}
          {!adding && (
            <Button colorPalette="brand" minHeight="11" onClick={() => setAdding(true)}>
              <Plus size={18} aria-hidden="true" />
              {t.add}
            </Button>
          )}
        </HStack>
      }
      query={list}
      loadFailed={t.loadFailed}
    >
      {(items) => (
        <>
          {adding && <NewQuestion onDone={() => setAdding(false)} />}
          {items.length === 0 ? <MessageView icon="empty" message={t.empty} /> : <QuestionList items={items} />}
        </>
      )}
    </StaffEditorFrame>
  );
}

function errorText(error: unknown): string {
  return isApiError(error) ? error.message : t.failed;
}

function NewQuestion({ onDone }: { onDone: () => void }) {
  const { create } = useFaqWrite();
  function submit(values: FaqFormValues, helpers: FormikHelpers<FaqFormValues>) {
    create.mutate(
      { question: values.question.trim(), answer: values.answer.trim() },
      {
        onSuccess: () => {
          notify.success(t.created);
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.fieldErrors) helpers.setErrors(error.fieldErrors);
          notify.error(errorText(error));
        },
      },
    );
  }
  return (
    <Box as="section" aria-label={t.newHeading} borderWidth="1px" borderRadius="l3" padding="4" bg="bg.card">
      <FaqForm
        initial={{ question: '', answer: '' }}
        submitLabel={t.create}
        pending={create.isPending}
        onSubmit={submit}
        onCancel={onDone}
      />
    </Box>
  );
}

function FaqForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  initial: FaqFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: FaqFormValues, helpers: FormikHelpers<FaqFormValues>) => void;
  onCancel: () => void;
}) {
  return (
    // Reinitialised by a reload after a 409: the form then holds the other operator's version.
    <Formik initialValues={initial} validationSchema={faqFormSchema} onSubmit={onSubmit} enableReinitialize>
      <Form noValidate>
        <Stack gap="2">
          <FocusFirstError />
          <TextField name="question" label={t.question} required maxLength={300} />
          <RichTextField name="answer" label={t.answer} hint={t.answerHint} required />
          <HStack gap="2">
            <Button type="submit" colorPalette="brand" minHeight="11" loading={pending}>
              {submitLabel}
            </Button>
            <Button variant="ghost" minHeight="11" onClick={onCancel}>
              {t.cancel}
            </Button>
          </HStack>
        </Stack>
      </Form>
    </Formik>
  );
}

function QuestionList({ items }: { items: StaffFaqItem[] }) {
  const { save, remove, reorder } = useFaqWrite();
  const reload = useReload(contentStaffKeys.faq());
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<StaffFaqItem | null>(null);
  const conflict = useEditConflict(reload);

  function move(index: number, by: -1 | 1) {
    const ids = items.map((item) => item.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate(ids, {
      onSuccess: () => notify.success(t.moved),
      onError: (error) => notify.error(errorText(error)),
    });
  }

  function submitEdit(item: StaffFaqItem) {
    return (values: FaqFormValues, helpers: FormikHelpers<FaqFormValues>) => {
      conflict.clear();
      save.mutate(
        { id: item.id, question: values.question.trim(), answer: values.answer.trim(), editVersion: item.editVersion },
        {
          onSuccess: () => {
            notify.success(t.saved);
            setEditing(null);
          },
          onError: (error) => {
            if (conflict.caught(error)) return;
            if (isApiError(error) && error.fieldErrors) helpers.setErrors(error.fieldErrors);
            notify.error(errorText(error));
          },
        },
      );
    };
  }

  return (
    <>
      {conflict.alert}
      <Stack as="ol" gap="3" listStyleType="none" aria-label={t.title} data-testid="faq-list">
        {items.map((item, index) => {
          const n = toPersianDigits(index + 1);
          return (
            <Box as="li" key={item.id} borderWidth="1px" borderRadius="l3" padding="4" bg="bg.card">
              {editing === item.id ? (
                <FaqForm
                  initial={{ question: item.question, answer: item.answer }}
                  submitLabel={t.save}
                  pending={save.isPending}
                  onSubmit={submitEdit(item)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <Stack direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between">
                  <Stack gap="1" minWidth="0">
                    <Text fontWeight="bold">
                      <Text as="span" color="fg.secondary" marginInlineEnd="2">
                        {n}.
                      </Text>
                      {item.question}
                    </Text>
                    <Box
                      color="fg.secondary"
                      data-testid="faq-answer"
                      css={{ '& .safe-html > :last-child': { marginBlockEnd: 0 } }}
                    >
                      <SafeHtml html={item.answer} />
                    </Box>
                  </Stack>
                  <HStack gap="1" flexShrink={0} alignSelf={{ base: 'flex-end', md: 'flex-start' }}>
                    <RowIconButton
                      label={t.up(n)}
                      disabled={index === 0 || reorder.isPending}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp size={18} />
                    </RowIconButton>
                    <RowIconButton
                      label={t.down(n)}
                      disabled={index === items.length - 1 || reorder.isPending}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown size={18} />
                    </RowIconButton>
                    <RowIconButton label={t.edit(n)} onClick={() => setEditing(item.id)}>
                      <Pencil size={18} />
                    </RowIconButton>
                    <IconButton
                      aria-label={t.remove(n)}
                      title={t.remove(n)}
                      variant="ghost"
                      colorPalette="red"
                      minWidth="11"
                      height="11"
                      onClick={() => setRemoving(item)}
                    >
                      <Trash2 size={18} />
                    </IconButton>
                  </HStack>
                </Stack>
              )}
            </Box>
          );
        })}
      </Stack>
      <RemoveDialog
        item={removing}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onRemove={() =>
          removing &&
          remove.mutate(
            { id: removing.id, editVersion: removing.editVersion },
            {
              onSuccess: () => {
                notify.success(t.removed);
                setRemoving(null);
              },
              onError: (error) => {
                if (conflict.caught(error)) return setRemoving(null);
                notify.error(errorText(error));
              },
            },
          )
        }
      />
    </>
  );
}

function RemoveDialog({
  item,
  pending,
  onRemove,
  onCancel,
}: {
  item: StaffFaqItem | null;
  pending: boolean;
  onRemove: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog.Root
      open={item !== null}
      onOpenChange={(change) => !change.open && onCancel()}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content dir="rtl" marginInline="4">
            <Dialog.Header>
              <Dialog.Title>{t.confirmTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">
                <Text fontWeight="bold">«{item?.question}»</Text>
                <Text>{t.confirmBody}</Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer gap="2">
              <Button variant="outline" minHeight="11" onClick={onCancel} disabled={pending}>
                {t.cancel}
              </Button>
              <Button colorPalette="red" minHeight="11" loading={pending} onClick={onRemove}>
                {t.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
