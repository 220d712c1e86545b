import { Box, Button, chakra, HStack, IconButton, Input, Stack, Table, Text } from '@chakra-ui/react';
import { formatOddsPercent, WHEEL_TABLE_MAX_ROWS } from '@clorofil/api-client';
import { normalizeDigits } from '@clorofil/rules';
import { SelectControl, toPersianDigits } from '@clorofil/ui-rtl';
import { FieldArray, useField, useFormikContext } from 'formik';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { staffTexts } from './staff-texts';
import { emptyRow, type TableCheck, type TableFormValues } from './table-form';

type CellProps = {
  name: string;
  label: string;
  /** Digits shown in Persian, held in Latin (a decimal point for the odds). */
  numeric?: 'whole' | 'decimal';
  placeholder?: string;
  minWidth?: string;
};

/** Persian digits on screen, Latin in the form: typed either way, the value is the same. */
const shown = (value: string) => toPersianDigits(value).replace('.', '٫');
const held = (value: string) => normalizeDigits(value).replace(/[٫/]/g, '.');

/** One input of the table: its own label (the column and the row), its error under it once touched. */
function CellInput({ name, label, numeric, placeholder, minWidth = '24' }: CellProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const id = useId();
  const error = (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined;
  return (
    <Stack gap="1" minWidth={minWidth}>
      <Input
        id={id}
        name={field.name}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={numeric ? shown(field.value) : field.value}
        onChange={(event) => void helpers.setValue(numeric ? held(event.target.value) : event.target.value)}
        onBlur={field.onBlur}
        placeholder={placeholder}
        inputMode={numeric === 'whole' ? 'numeric' : numeric === 'decimal' ? 'decimal' : undefined}
        dir={numeric ? 'ltr' : undefined}
        textAlign={numeric ? 'end' : undefined}
        height="11"
        borderRadius="l2"
        borderColor={error ? 'border.error' : 'border.control'}
        bg="bg.card"
      />
      {error && (
        <Text id={`${id}-error`} fontSize="xs" color="fg.error" maxWidth="48">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The prizes and their odds as one editable table: a row per prize (title, kind, amount, the
 * result sentence, odds in percent, daily budget, fallback), rows added and removed in place, and
 * the running sum under it, always in view, saying what keeps the table from going live.
 */
export function OddsTable({ check }: { check: TableCheck }) {
  const { values, setFieldValue } = useFormikContext<TableFormValues>();
  const sumId = useId();
  const n = (index: number) => toPersianDigits(index + 1);
  const c = staffTexts.columns;
  const sumOk = check.sumBp === 10_000 && !check.errors.sum;
  return (
    <FieldArray name="rows">
      {({ push, remove }) => (
        <Stack gap="3">
          {/* Positioned, so the visually hidden labels inside stay inside its scrolling box. */}
          <Table.ScrollArea borderWidth="1px" borderRadius="l2" position="relative">
            <Table.Root size="sm" aria-describedby={sumId}>
              <Table.Caption captionSide="top" textAlign="start" fontWeight="bold" paddingBlock="2" paddingInline="3">
                {staffTexts.tableCaption}
              </Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader width="8">#</Table.ColumnHeader>
                  <Table.ColumnHeader>{c.titleAndSummary}</Table.ColumnHeader>
                  <Table.ColumnHeader>{c.kind}</Table.ColumnHeader>
                  <Table.ColumnHeader>{c.amount}</Table.ColumnHeader>
                  <Table.ColumnHeader>{c.odds}</Table.ColumnHeader>
                  <Table.ColumnHeader>{c.budget}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="center">{c.fallback}</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <chakra.span srOnly>{c.remove}</chakra.span>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {values.rows.map((row, index) => (
                  <Table.Row key={index} verticalAlign="top" data-testid={`odds-row-${index}`}>
                    <Table.Cell paddingBlockStart="4">{n(index)}</Table.Cell>
                    <Table.Cell>
                      <Stack gap="2">
                        <CellInput
                          name={`rows.${index}.title`}
                          label={staffTexts.rowLabel(n(index), c.title)}
                          placeholder={c.title}
                          minWidth="40"
                        />
                        <CellInput
                          name={`rows.${index}.summary`}
                          label={staffTexts.rowLabel(n(index), c.summary)}
                          placeholder={c.summary}
                          minWidth="40"
                        />
                      </Stack>
                    </Table.Cell>
                    <Table.Cell minWidth="32">
                      <SelectControl
                        aria-label={staffTexts.rowLabel(n(index), c.kind)}
                        name={`rows.${index}.kind`}
                        value={row.kind}
                        options={Object.entries(staffTexts.kinds).map(([value, label]) => ({ value, label }))}
                        onChange={(event) => void setFieldValue(`rows.${index}.kind`, event.target.value)}
                      />
                    </Table.Cell>
                    <Table.Cell>
                      {row.kind === 'points' && (
                        <CellInput
                          name={`rows.${index}.points`}
                          label={staffTexts.rowLabel(n(index), staffTexts.points)}
                          placeholder={staffTexts.points}
                          numeric="whole"
                        />
                      )}
                      {row.kind === 'code' && (
                        <HStack align="start" gap="2">
                          <CellInput
                            name={`rows.${index}.discountPercent`}
                            label={staffTexts.rowLabel(n(index), staffTexts.percent)}
                            placeholder={staffTexts.percent}
                            numeric="whole"
                            minWidth="20"
                          />
                          <CellInput
                            name={`rows.${index}.discountValidDays`}
                            label={staffTexts.rowLabel(n(index), staffTexts.validDays)}
                            placeholder={staffTexts.validDays}
                            numeric="whole"
                            minWidth="20"
                          />
                        </HStack>
                      )}
                      {row.kind === 'nothing' && (
                        <Text paddingBlockStart="2.5" color="fg.muted">
                          {staffTexts.noAmount}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <CellInput
                        name={`rows.${index}.odds`}
                        label={staffTexts.rowLabel(n(index), c.odds)}
                        numeric="decimal"
                        minWidth="20"
                      />
                    </Table.Cell>
                    <Table.Cell>
                      <CellInput
                        name={`rows.${index}.dailyBudget`}
                        label={staffTexts.rowLabel(n(index), c.budget)}
                        placeholder={staffTexts.unlimited}
                        numeric="whole"
                        minWidth="20"
                      />
                    </Table.Cell>
                    <Table.Cell textAlign="center">
                      <chakra.label
                        display="inline-flex"
                        alignItems="center"
                        justifyContent="center"
                        boxSize="11"
                        cursor="pointer"
                      >
                        <chakra.input
                          type="radio"
                          name="fallback"
                          value={index}
                          checked={values.fallback === index}
                          onChange={() => void setFieldValue('fallback', index)}
                          boxSize="5"
                          accentColor="brand.600"
                        />
                        <chakra.span srOnly>{staffTexts.rowLabel(n(index), c.fallback)}</chakra.span>
                      </chakra.label>
                    </Table.Cell>
                    <Table.Cell>
                      <IconButton
                        aria-label={staffTexts.removeRow(n(index))}
                        variant="ghost"
                        colorPalette="red"
                        size="md"
                        minWidth="11"
                        height="11"
                        onClick={() => {
                          remove(index);
                          // The fallback stays on the same prize; removing it moves it to the first row.
                          if (values.fallback === index) void setFieldValue('fallback', 0);
                          else if (values.fallback > index) void setFieldValue('fallback', values.fallback - 1);
                        }}
                      >
                        <Trash2 aria-hidden="true" />
                      </IconButton>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
            <Button
              variant="outline"
              colorPalette="brand"
              minHeight="11"
              disabled={values.rows.length >= WHEEL_TABLE_MAX_ROWS}
              onClick={() => push(emptyRow())}
            >
              <Plus aria-hidden="true" />
              {staffTexts.addRow}
            </Button>
            <Box id={sumId} role="status" aria-live="polite" textAlign="end" flex="1" minWidth="60">
              <Text fontWeight="bold" color={sumOk ? 'brand.700' : 'fg.error'} data-testid="odds-sum">
                {staffTexts.sum(formatOddsPercent(check.sumBp))}
              </Text>
              {[check.errors.sum, check.errors.fallback as string | undefined, check.errors.rows as string | undefined]
                .filter((message): message is string => typeof message === 'string')
                .map((message) => (
                  <Text key={message} fontSize="sm" color="fg.error">
                    {message}
                  </Text>
                ))}
              {sumOk && !check.errors.fallback && (
                <Text fontSize="sm" color="fg.secondary">
                  {staffTexts.fallbackHint}
                </Text>
              )}
            </Box>
          </HStack>
        </Stack>
      )}
    </FieldArray>
  );
}
