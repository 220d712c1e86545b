import { Button, Separator, SimpleGrid, Stack } from '@chakra-ui/react';
import { FocusFirstError, NumericField, RichTextField, SelectField, TextField } from '@clorofil/ui-rtl';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import {
  categoryOptions,
  eligibilityLabels,
  kindLabels,
  rewardFormSchema,
  type RewardFormValues,
} from '../form/reward-form-values';
import { ImageField } from './image-field';
import { WindowFields } from './window-fields';

export type RewardFormProps = {
  initialValues: RewardFormValues;
  /** A new reward chooses its kind and first stock; an existing one keeps its kind. */
  creating: boolean;
  pending: boolean;
  submitLabel: string;
  onSubmit: (values: RewardFormValues, helpers: FormikHelpers<RewardFormValues>) => void;
  /** More actions beside the save button (preview, publish). */
  actions?: ReactNode;
};

const eligibilityOptions = Object.entries(eligibilityLabels).map(([value, label]) => ({ value, label }));
const kindOptions = Object.entries(kindLabels).map(([value, label]) => ({ value, label }));

/** The reward's editable fields, validated by the editor's schema before anything is sent. */
export function RewardForm({ initialValues, creating, pending, submitLabel, onSubmit, actions }: RewardFormProps) {
  return (
    <Formik initialValues={initialValues} validationSchema={rewardFormSchema} onSubmit={onSubmit} enableReinitialize>
      {({ values }) => (
        <Form noValidate aria-label="اطلاعات جایزه">
          <FocusFirstError />
          <Stack gap="2">
            <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="5" rowGap="1">
              {creating && <SelectField name="kind" label="نوع جایزه" options={kindOptions} required />}
              <TextField name="title" label="عنوان" required maxLength={120} />
              <TextField name="subTitle" label="زیرعنوان" maxLength={200} />
              <SelectField
                name="category"
                label="دسته‌بندی"
                options={categoryOptions}
                placeholder="انتخاب کنید"
                required
              />
              <NumericField name="score" label="قیمت (کلروفیل)" required maxLength={7} />
              <NumericField
                name="validCount"
                label="سقف دریافت برای هر عضو"
                required
                maxLength={4}
                hint="چند بار یک عضو می‌تواند این جایزه را بگیرد"
              />
              <SelectField name="eligibility" label="چه کسانی می‌توانند بگیرند" options={eligibilityOptions} required />
              {creating && values.kind === 'item' && (
                <NumericField name="stock" label="موجودی اولیه" maxLength={7} hint="خالی یعنی بدون محدودیت" />
              )}
              {values.kind === 'discount-code' && (
                <NumericField
                  name="codeValidDays"
                  label="اعتبار کد پس از دریافت (روز)"
                  maxLength={4}
                  hint="خالی یعنی بدون تاریخ انقضا"
                />
              )}
            </SimpleGrid>
            <WindowFields />
            <RichTextField
              name="description"
              label="توضیحات"
              hint="بخش‌های ناامن هنگام ذخیره حذف می‌شوند و پیش‌نمایش همان چیزی را نشان می‌دهد که ذخیره شد."
            />
            <ImageField />
            <Separator marginBlock="2" />
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" flexWrap="wrap">
              <Button type="submit" colorPalette="brand" minHeight="11" loading={pending} loadingText="در حال ذخیره…">
                {submitLabel}
              </Button>
              {actions}
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
