import { Alert, Button, chakra, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { isApiError, type AdjustmentCategory } from '@clorofil/api-client';
import { ADJUSTMENT_AMOUNT_MAX, adjustmentCategories, memberCareMessages } from '@clorofil/api-client/contract';
import { validationMessages } from '@clorofil/rules';
import {
  FieldShell,
  FocusFirstError,
  formatNumber,
  notify,
  NumericField,
  SelectField,
  useFieldAria,
} from '@clorofil/ui-rtl';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { mixed, object, string } from 'yup';
import { useRequestAdjustment } from '../api/member-care-queries';
import { categoryNames } from '../labels';

type Values = { direction: 'add' | 'deduct' | ''; amount: string; category: AdjustmentCategory | ''; reason: string };
const initial: Values = { direction: 'add', amount: '', category: '', reason: '' };

const schema = object({
  direction: mixed<Values['direction']>().oneOf(['add', 'deduct'], validationMessages.required).required(),
  amount: string()
    .required(memberCareMessages.amountRequired)
    .test('whole', memberCareMessages.amountRequired, (value) => /^\d+$/.test(value ?? ''))
    .test('zero', memberCareMessages.amountZero, (value) => Number(value) !== 0)
    .test('max', memberCareMessages.amountTooLarge, (value) => Number(value) <= ADJUSTMENT_AMOUNT_MAX),
  category: string().required(memberCareMessages.categoryRequired),
  reason: string().trim().required(memberCareMessages.reasonRequired).max(500),
});

const directionOptions = [
  { value: 'add', label: 'افزودن به موجودی' },
  { value: 'deduct', label: 'کسر از موجودی' },
];
const categoryOptions = adjustmentCategories.map((value) => ({ value, label: categoryNames[value] }));

function ReasonField() {
  const [field, meta] = useField<string>('reason');
  const hint = 'در سابقهٔ تغییرات ثبت می‌شود؛ عضو آن را نمی‌بیند.';
  const { shell, control } = useFieldAria(meta, hint, true);
  return (
    <FieldShell label="دلیل" required hint={hint} {...shell}>
      <Textarea
        {...control}
        {...field}
        rows={2}
        maxLength={500}
        borderRadius="l2"
        borderColor={shell.error ? 'border.error' : 'border.control'}
        bg="bg.card"
      />
    </FieldShell>
  );
}

function ApprovalNote({ threshold }: { threshold: number }) {
  const [amount] = useField<string>('amount');
  const size = Number(amount.value || 0);
  const waits = size > threshold;
  return (
    <Text fontSize="sm" color={waits ? 'orange.700' : 'fg.secondary'} aria-live="polite" data-testid="approval-note">
      {waits
        ? `بیش از ${formatNumber(threshold)} کلروفیل: پس از تأیید یک کارشناس مالی (کسی جز شما) اعمال می‌شود.`
        : `تا ${formatNumber(threshold)} کلروفیل همین حالا در دفتر امتیازها ثبت می‌شود.`}
    </Text>
  );
}

export type AdjustPointsFormProps = { memberId: number; threshold: number };

/**
 * An adjustment is a new ledger line with a category and a reason, never an edit of the balance;
 * above the threshold it waits for a second person with the finance role.
 */
export function AdjustPointsForm({ memberId, threshold }: AdjustPointsFormProps) {
  const adjust = useRequestAdjustment(memberId);

  function submit(values: Values, helpers: FormikHelpers<Values>) {
    const size = Number(values.amount);
    const amount = values.direction === 'deduct' ? -size : size;
    adjust.mutate(
      { amount, category: values.category as AdjustmentCategory, reason: values.reason.trim() },
      {
        onSuccess: (adjustment) => {
          helpers.resetForm();
          notify.success(
            adjustment.status === 'applied'
              ? `${formatNumber(size)} کلروفیل ${amount > 0 ? 'به حساب عضو اضافه' : 'از حساب عضو کسر'} شد.`
              : 'درخواست اصلاح برای تأیید مالی فرستاده شد.',
          );
        },
        onError: (error) => {
          if (isApiError(error) && error.fieldErrors) helpers.setErrors(error.fieldErrors);
          notify.error(isApiError(error) ? error.message : 'اصلاح امتیاز ثبت نشد؛ دوباره تلاش کنید.');
        },
        onSettled: () => helpers.setSubmitting(false),
      },
    );
  }

  return (
    <Formik initialValues={initial} validationSchema={schema} onSubmit={submit}>
      <Form noValidate aria-label="اصلاح امتیاز">
        <FocusFirstError />
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <SelectField name="direction" label="نوع اصلاح" options={directionOptions} required />
            <NumericField name="amount" label="مقدار (کلروفیل)" required maxLength={6} />
            <SelectField name="category" label="دسته" options={categoryOptions} placeholder="انتخاب کنید" required />
          </SimpleGrid>
          <ReasonField />
          <ApprovalNote threshold={threshold} />
          {adjust.isError && isApiError(adjust.error) && !adjust.error.fieldErrors && (
            <Alert.Root status="error" borderRadius="l2">
              <Alert.Indicator />
              <Alert.Title>{adjust.error.message}</Alert.Title>
            </Alert.Root>
          )}
          <chakra.div>
            <Button type="submit" colorPalette="brand" minHeight="11" loading={adjust.isPending}>
              ثبت اصلاح
            </Button>
          </chakra.div>
        </Stack>
      </Form>
    </Formik>
  );
}
