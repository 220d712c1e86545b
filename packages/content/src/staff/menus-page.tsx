import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Heading,
  HStack,
  IconButton,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { exportStaffMenus, isApiError, type MenuLink, type StaffMenus } from '@clorofil/api-client';
import { DownloadButton, notify, StaffEditorFrame, TextField, useEditConflict } from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import { Form, Formik, setIn, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';
import { ArrowDown, ArrowLeftRight, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { contentStaffKeys, contentStaffQueries, useReload, useSaveMenus } from './queries';
import { menusTexts as t } from './staff-texts';
import { RowIconButton } from './row-icon-button';

type MenuName = 'header' | 'footer';
const MENUS: readonly MenuName[] = ['header', 'footer'];
/** A row as the form holds it: `key` is absent for a link not yet saved; `id` keys the row in React. */
type Row = { id: string; key?: string; label: string; url: string; visible: boolean; page: boolean };
type MenusForm = Record<MenuName, Row[]>;

let fresh = 0;
const toRows = (links: MenuLink[]): Row[] => links.map((link) => ({ ...link, id: link.key }));
const toForm = (menus: StaffMenus): MenusForm => ({ header: toRows(menus.header), footer: toRows(menus.footer) });

/** What the API takes: a page's entry by its key, a link with its label and target, and the version they were opened at. */
function toRequest(values: MenusForm, editVersion: number) {
  const entries = (rows: Row[]) =>
    rows.map((row) =>
      row.page
        ? { key: row.key!, visible: row.visible }
        : {
            ...(row.key ? { key: row.key } : {}),
            label: row.label.trim(),
            url: row.url.trim(),
            visible: row.visible,
          },
    );
  return { header: entries(values.header), footer: entries(values.footer), editVersion };
}

/** The API names a field `header.2.url`; the form holds it at the same path. */
function formErrors(errors: Record<string, string>): FormikErrors<MenusForm> {
  let nested: FormikErrors<MenusForm> = {};
  for (const [path, message] of Object.entries(errors))
    nested = setIn(nested, path, message) as FormikErrors<MenusForm>;
  return nested;
}

/**
 * «منوها» in the console: the public header and footer, entry by entry. Content pages move and
 * hide (their label is the page's title); links are added, edited and removed. One save publishes
 * both menus, checked by the API (a target the app routes, or https) and kept in the audit trail.
 */
export function MenusPage() {
  const menus = useQuery(contentStaffQueries.menus());
  return (
    <StaffEditorFrame
      title={t.title}
      actions={
        // What is published now, both menus; nothing to offer while both are empty.
        menus.data && menus.data.header.length + menus.data.footer.length > 0 ? (
          <DownloadButton download={exportStaffMenus}>{t.download}</DownloadButton>
        ) : undefined
      }
      intro={t.intro}
      query={menus}
      loadFailed={t.loadFailed}
    >
      {(data) => <MenusEditor menus={data} />}
    </StaffEditorFrame>
  );
}

function MenusEditor({ menus }: { menus: StaffMenus }) {
  const save = useSaveMenus();
  const reload = useReload(contentStaffKeys.menus());
  const [refusal, setRefusal] = useState<string | null>(null);
  const conflict = useEditConflict(reload);
  function submit(values: MenusForm, helpers: FormikHelpers<MenusForm>) {
    setRefusal(null);
    conflict.clear();
    save.mutate(toRequest(values, menus.editVersion), {
      onSuccess: () => notify.success(t.saved),
      onError: (error) => {
        // Another operator saved first: their menus replace this form only when asked to.
        if (conflict.caught(error)) return;
        if (isApiError(error) && error.fieldErrors) helpers.setErrors(formErrors(error.fieldErrors));
        const message = isApiError(error) ? error.message : t.failed;
        if (!isApiError(error) || !error.fieldErrors) setRefusal(message);
        notify.error(message);
      },
    });
  }
  return (
    <Formik initialValues={toForm(menus)} onSubmit={submit} enableReinitialize>
      <Form noValidate>
        <Stack gap="6">
          {conflict.alert}
          {refusal && (
            <Alert.Root status="error" borderRadius="l2" role="alert">
              <Alert.Indicator />
              <Alert.Title>{refusal}</Alert.Title>
            </Alert.Root>
          )}
          {MENUS.map((name) => (
            <MenuSection key={name} name={name} />
          ))}
          <SaveBar pending={save.isPending} />
        </Stack>
      </Form>
    </Formik>
  );
}

function SaveBar({ pending }: { pending: boolean }) {
  const { dirty } = useFormikContext<MenusForm>();
  return (
    <HStack gap="3" flexWrap="wrap">
      <Button type="submit" colorPalette="brand" minHeight="11" loading={pending}>
        {t.save}
      </Button>
      {dirty && (
        <Text fontSize="sm" color="fg.warning">
          {t.unsaved}
        </Text>
      )}
    </HStack>
  );
}

function MenuSection({ name }: { name: MenuName }) {
  const { values, setFieldValue } = useFormikContext<MenusForm>();
  const rows = values[name];
  const other: MenuName = name === 'header' ? 'footer' : 'header';
  const headingId = `menu-${name}`;

  const set = (menu: MenuName, next: Row[]) => void setFieldValue(menu, next);
  function move(index: number, by: -1 | 1) {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row!);
    set(name, next);
  }
  function moveAcross(index: number) {
    const row = rows[index]!;
    set(
      name,
      rows.filter((_, at) => at !== index),
    );
    set(other, [...values[other], row]);
  }
  function add() {
    fresh += 1;
    set(name, [...rows, { id: `new-${fresh}`, label: '', url: '', visible: true, page: false }]);
  }

  return (
    <Stack as="section" gap="3" aria-labelledby={headingId} borderWidth="1px" borderRadius="l3" padding="4">
      <Heading as="h2" size="md" id={headingId}>
        {t.menus[name]}
      </Heading>
      {rows.length === 0 && <Text color="fg.secondary">{t.empty}</Text>}
      <Stack as="ol" gap="3" listStyleType="none" aria-labelledby={headingId} data-testid={`menu-${name}`}>
        {rows.map((row, index) => {
          const label = row.label || t.newLink;
          return (
            <Box as="li" key={row.id} borderWidth="1px" borderRadius="l2" padding="3" bg="bg.card">
              <Stack direction={{ base: 'column', lg: 'row' }} gap="3" align={{ lg: 'flex-start' }}>
                {row.page ? (
                  <Stack gap="1" flex="1" minWidth="0">
                    <HStack gap="2" flexWrap="wrap">
                      <Text fontWeight="bold">{row.label}</Text>
                      <Badge colorPalette="blue" variant="subtle">
                        {t.pageBadge}
                      </Badge>
                    </HStack>
                    <Text fontSize="sm" color="fg.secondary">
                      <bdi dir="ltr">{row.url}</bdi>
                    </Text>
                  </Stack>
                ) : (
                  <Stack direction={{ base: 'column', md: 'row' }} gap="3" flex="1" minWidth="0">
                    <TextField name={`${name}.${index}.label`} label={t.label} required maxLength={60} />
                    <TextField
                      name={`${name}.${index}.url`}
                      label={t.target}
                      required
                      maxLength={500}
                      dir="ltr"
                      hint={<TargetHint />}
                    />
                  </Stack>
                )}
                <HStack gap="1" flexWrap="wrap" flexShrink={0}>
                  <Checkbox.Root
                    checked={row.visible}
                    onCheckedChange={(event) => void setFieldValue(`${name}.${index}.visible`, event.checked === true)}
                    minHeight="11"
                    alignItems="center"
                    marginInlineEnd="2"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      {t.visible}
                      <VisuallyHidden>: {label}</VisuallyHidden>
                    </Checkbox.Label>
                  </Checkbox.Root>
                  <RowIconButton label={t.up(label)} disabled={index === 0} onClick={() => move(index, -1)}>
                    <ArrowUp size={18} />
                  </RowIconButton>
                  <RowIconButton
                    label={t.down(label)}
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown size={18} />
                  </RowIconButton>
                  <IconButton
                    aria-label={`${t.moveTo[other]}: ${label}`}
                    title={t.moveTo[other]}
                    variant="ghost"
                    minWidth="11"
                    height="11"
                    onClick={() => moveAcross(index)}
                  >
                    <ArrowLeftRight size={18} />
                  </IconButton>
                  {!row.page && (
                    <IconButton
                      aria-label={t.remove(label)}
                      title={t.remove(label)}
                      variant="ghost"
                      colorPalette="red"
                      minWidth="11"
                      height="11"
                      onClick={() =>
                        set(
                          name,
                          rows.filter((_, at) => at !== index),
                        )
                      }
                    >
                      <Trash2 size={18} />
                    </IconButton>
                  )}
                </HStack>
              </Stack>
            </Box>
          );
        })}
      </Stack>
      <Button variant="outline" alignSelf="flex-start" minHeight="11" onClick={add}>
        <Plus size={18} aria-hidden="true" />
        {t.add}
      </Button>
    </Stack>
  );
}

function TargetHint() {
  return (
    <>
      {t.exampleLead}{' '}
      {t.targetExamples.map((example, index) => (
        <span key={example}>
          {index > 0 && ` ${t.or} `}
          <bdi dir="ltr">{example}</bdi>
        </span>
      ))}
    </>
  );
}
