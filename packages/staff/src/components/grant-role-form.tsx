import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useGrantRole, type StaffRole } from '@clorofil/api-client';
import { mobileSchema, normalizeMobile } from '@clorofil/rules';
import { SelectField, TextField, notify, toPersianDigits } from '@clorofil/ui-rtl';
import { Form, Formik, type FormikHelpers } from 'formik';
import { UserPlus } from 'lucide-react';
import { object, string } from 'yup';
import { roleNames } from '../role-names';

type GrantValues = { mobile: string; role: StaffRole | ''; reason: string };

const schema = object({
  mobile: mobileSchema.required('شمارهٔ موبایل را وارد کنید'),
  role: string().required('نقش را انتخاب کنید'),
  reason: string().max(500, 'دلیل حداکثر ۵۰۰ نویسه است'),
});

const initialValues: GrantValues = { mobile: '', role: '', reason: '' };
const roleOptions = Object.entries(roleNames).map(([value, label]) => ({ value, label }));

/** Grants a role to a member by mobile (Persian or Latin digits); the API records it in the audit trail. */
export function GrantRoleForm() {
  const grant = useGrantRole();

  async function submit(values: GrantValues, helpers: FormikHelpers<GrantValues>) {
    const mobile = normalizeMobile(values.mobile);
    try {
      await grant.mutateAsync({ mobile, role: values.role as StaffRole, reason: values.reason.trim() || undefined });
      notify.success(`نقش «${roleNames[values.role as StaffRole]}» به ${toPersianDigits(mobile)} داده شد`);
      helpers.resetForm();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'نقش داده نشد؛ لطفاً دوباره تلاش کنید.');
    }
  }

  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="اعطای نقش">
          <Stack gap="3" bg="bg.card" borderWidth="1px" borderRadius="l3" padding="4">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              <TextField name="mobile" label="موبایل عضو" required dir="ltr" type="tel" placeholder="۰۹۱۲۳۴۵۶۷۸۹" />
              <SelectField name="role" label="نقش" required placeholder="انتخاب نقش" options={roleOptions} />
              <TextField name="reason" label="دلیل (اختیاری)" />
            </SimpleGrid>
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf="flex-start"
              loading={isSubmitting}
              loadingText="در حال ثبت…"
            >
              <UserPlus size={18} aria-hidden="true" />
              اعطای نقش
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
