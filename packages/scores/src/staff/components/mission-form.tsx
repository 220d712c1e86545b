import { Button, chakra, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { parseJalaliDate, tehranJalaliDate } from '@clorofil/rules';
import {
  FieldShell,
  FocusFirstError,
  JalaliDateField,
  NumericField,
  SelectField,
  TextField,
  useFieldAria,
} from '@clorofil/ui-rtl';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { kindLabels, missionFormSchema, type MissionFormValues } from '../form/mission-form-values';

export type MissionFormProps = {
  initialValues: MissionFormValues;
  /** The window has opened: goal, reward and start stay as members know them. */
  started: boolean;
  pending: boolean;
  submitLabel: string;
  onSubmit: (values: MissionFormValues, helpers: FormikHelpers<MissionFormValues>) => void;
};

const kindOptions = Object.entries(kindLabels).map(([value, label]) => ({ value, label }));
// A campaign runs within a year or two of today; last year's too, to read an old window.
const thisYear = tehranJalaliDate(new Date()).year;
const years = Array.from({ length: 4 }, (_, index) => thisYear - 1 + index);
const LOCKED_HINT = 'مأموریت آغاز شده است و این مقدار تغییر نمی‌کند';

function DescriptionField() {
  const [field, meta] = useField<string>('description');
  const hint = 'متن ساده؛ اعضا آن را زیر عنوان مأموریت می‌بینند.';
  const { shell, control } = useFieldAria(meta, hint);
  return (
    <FieldShell label="توضیح" hint={hint} {...shell}>
      <Textarea
        {...control}
        {...field}
        rows={3}
        maxLength={500}
        borderRadius="l2"
        borderColor={shell.error ? 'border.error' : 'border.control'}
        bg="bg.card"
      />
    </FieldShell>
  );
}

function Edge({ edge, locked }: { edge: 'start' | 'end'; locked: boolean }) {
  const start = edge === 'start';
  return (
    <chakra.fieldset minWidth="0">
      <chakra.legend fontSize="sm" fontWeight="bold" marginBlockEnd="2">
        {start ? 'آغاز' : 'پایان'} (به وقت تهران)
      </chakra.legend>
      <SimpleGrid columns={2} gap="3">
        <JalaliDateField
          name={`${edge}Date`}
          label="تاریخ"
          noun={start ? 'آغاز' : 'پایان'}
          years={years}
          parse={parseJalaliDate}
          placeholder="۱۴۰۵/۰۹/۱۵"
          required
          disabled={locked}
          hint={locked ? LOCKED_HINT : 'شمسی'}
        />
        <TextField
          name={`${edge}Time`}
          label="ساعت"
          dir="ltr"
          maxLength={5}
          placeholder="۰۹:۳۰"
          disabled={locked}
          hint={start ? 'بدون ساعت: از ابتدای روز' : 'بدون ساعت: تا پایان روز'}
        />
      </SimpleGrid>
    </chakra.fieldset>
  );
}

/** The mission's fields, validated by the form's schema before anything is sent. */
export function MissionForm({ initialValues, started, pending, submitLabel, onSubmit }: MissionFormProps) {
  return (
    <Formik initialValues={initialValues} validationSchema={missionFormSchema} onSubmit={onSubmit} enableReinitialize>
      <Form noValidate aria-label="اطلاعات مأموریت">
        <FocusFirstError />
        <Stack gap="2">
          <TextField name="title" label="عنوان" required maxLength={80} />
          <DescriptionField />
          <SimpleGrid columns={{ base: 1, md: 3 }} columnGap="5" rowGap="1">
            <SelectField
              name="kind"
              label="نوع هدف"
              options={kindOptions}
              placeholder="انتخاب کنید"
              required
              disabled={started}
              hint={started ? LOCKED_HINT : undefined}
            />
            <NumericField
              name="target"
              label="هدف (تعداد)"
              required
              maxLength={4}
              disabled={started}
              hint={started ? LOCKED_HINT : 'چند کالا یا چند نظرسنجی'}
            />
            <NumericField
              name="points"
              label="جایزه (کلروفیل)"
              required
              maxLength={6}
              disabled={started}
              hint={started ? LOCKED_HINT : 'یک بار، وقتی عضو به هدف برسد'}
            />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Edge edge="start" locked={started} />
            <Edge edge="end" locked={false} />
          </SimpleGrid>
          {started && (
            <Text fontSize="sm" color="fg.muted">
              پایان مأموریتِ آغازشده فقط دیرتر می‌شود؛ برای پایان زودتر از «پایان دادن به مأموریت» استفاده کنید.
            </Text>
          )}
          <Button
            type="submit"
            colorPalette="brand"
            minHeight="11"
            alignSelf="flex-start"
            marginBlockStart="2"
            loading={pending}
            loadingText="در حال ذخیره…"
          >
            {submitLabel}
          </Button>
        </Stack>
      </Form>
    </Formik>
  );
}
