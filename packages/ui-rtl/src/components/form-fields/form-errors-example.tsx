import { Button, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { object, type InferType } from 'yup';
import {
  cardBankName,
  cardNumberSchema,
  castForSubmit,
  ibanSchema,
  mobileSchema,
  nationalCodeSchema,
  postalCodeSchema,
  shebaBankName,
} from '@clorofil/rules';
import { FocusFirstError } from './focus-first-error';
import { NumericField } from './numeric-field';
import { TextField } from './text-field';

const schema = object({
  nationalCode: nationalCodeSchema,
  mobile: mobileSchema,
  postalCode: postalCodeSchema,
  cardNumber: cardNumberSchema,
  iban: ibanSchema,
});

export type ExampleValues = InferType<typeof schema>;

export const emptyExampleValues: ExampleValues = {
  nationalCode: '',
  mobile: '',
  postalCode: '',
  cardNumber: '',
  iban: '',
};

export type FormErrorsExampleProps = {
  initialValues?: ExampleValues;
  onSubmit: (values: ExampleValues) => void;
};

/** Every identity/bank field of SPEC §5 wired to the shared yup schemas, as forms should be. */
export function FormErrorsExample({ initialValues = emptyExampleValues, onSubmit }: FormErrorsExampleProps) {
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={(values) => onSubmit(castForSubmit(schema, values))}
    >
      {({ values }) => (
        <Form noValidate>
          <FocusFirstError />
          <Stack gap="4" maxWidth="md">
            <NumericField name="nationalCode" label="کد ملی" required maxLength={10} />
            <NumericField name="mobile" label="شماره موبایل" required maxLength={14} autoComplete="tel" />
            <NumericField name="postalCode" label="کد پستی" required maxLength={10} autoComplete="postal-code" />
            <NumericField
              name="cardNumber"
              label="شماره کارت"
              required
              maxLength={16}
              hint={cardBankName(values.cardNumber) ?? 'شماره ۱۶ رقمی روی کارت بانکی'}
            />
            <TextField
              name="iban"
              label="شماره شبا"
              required
              maxLength={26}
              dir="ltr"
              placeholder="IR000000000000000000000000"
              hint={shebaBankName(values.iban) ?? 'با IR شروع می‌شود و ۲۴ رقم دارد'}
            />
            <Button type="submit" colorPalette="brand" alignSelf="flex-start">
              ذخیره
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
