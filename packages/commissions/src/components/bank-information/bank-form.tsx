import { Button, HStack, Stack } from '@chakra-ui/react';
import { FocusFirstError, NumericField } from '@clorofil/ui-rtl';
import {
  bankInformationSchema,
  cardBankName,
  castForSubmit,
  shebaBankName,
  type BankInformationValues,
} from '@clorofil/rules';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Save } from 'lucide-react';
import { BankHint } from './bank-hint';
import { GroupedNumberField } from './grouped-number-field';

export type BankFormProps = {
  initialValues: BankInformationValues;
  /** Receives the normalised values (Latin digits, `IR…`); rejects to keep the form open. */
  onSave: (values: BankInformationValues, helpers: FormikHelpers<BankInformationValues>) => Promise<void>;
  /** Shown when there are saved details to go back to. */
  onCancel?: () => void;
};

/**
 * SPEC §5's bank form: card (16 digits, Luhn), account number (up to 20) and Sheba (`IR` + 24
 * digits, mod 97), all required, validated with @clorofil/rules. Formik refuses to submit while
 * any field is invalid, so nothing invalid reaches the API; what is sent is the schema's cast.
 */
export function BankForm({ initialValues, onSave, onCancel }: BankFormProps) {
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={bankInformationSchema}
      onSubmit={(values, helpers) => onSave(castForSubmit(bankInformationSchema, values), helpers)}
    >
      {({ values, isSubmitting }) => (
        <Form noValidate aria-label="فرم اطلاعات حساب بانکی">
          <Stack gap="5" maxWidth="lg">
            <FocusFirstError />
            <GroupedNumberField
              name="creditCardNumber"
              label="شماره کارت"
              digits={16}
              placeholder="۶۰۳۷ ۹۹۱۲ ۳۴۵۶ ۷۸۹۰"
              hint={<BankHint bank={cardBankName(values.creditCardNumber ?? '')} />}
            />
            <NumericField
              name="accountNumber"
              label="شماره حساب"
              required
              maxLength={20}
              autoComplete="off"
              hint="حداکثر ۲۰ رقم، همان‌طور که بانک به شما داده است"
            />
            <GroupedNumberField
              name="iban"
              label="شماره شبا"
              prefix="IR"
              digits={24}
              placeholder="۰۶۰۱ ۷۰۰۰ ۰۰۰۰ ۰۰۰۰ ۰۰۰۰ ۰۰۰۰"
              hint={<BankHint bank={shebaBankName(values.iban ?? '')} />}
            />
            <HStack gap="3" justify="flex-start">
              <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="در حال ذخیره…">
                <Save size={18} aria-hidden="true" />
                ذخیره
              </Button>
              {onCancel && (
                <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
                  انصراف
                </Button>
              )}
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
