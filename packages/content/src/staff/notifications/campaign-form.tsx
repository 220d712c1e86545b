import { Button, chakra, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { campaignAudienceLabels, notificationTypeLabels } from '@clorofil/api-client/contract';
import { htmlText, paragraphsAsLines, parseJalaliDate, tehranJalaliDate } from '@clorofil/rules';
import {
  FocusFirstError,
  formatNumber,
  JalaliDateField,
  RichTextField,
  SelectField,
  TextField,
} from '@clorofil/ui-rtl';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { AudienceReach, MobileProblems } from './audience-reach';
import { CampaignPreview } from './campaign-preview';
import { campaignFormSchema, MESSAGE_MAX, type CampaignFormValues } from './campaign-form-values';
import { TextAreaField } from './text-area-field';

export type CampaignFormProps = {
  initialValues: CampaignFormValues;
  pending: boolean;
  submitLabel: (values: CampaignFormValues) => string;
  onSubmit: (values: CampaignFormValues, helpers: FormikHelpers<CampaignFormValues>) => void;
  /** The list's entries the API refused on the last save, by entry. */
  refusedEntries?: Record<string, string>;
  actions?: ReactNode;
};

const typeOptions = Object.entries(notificationTypeLabels).map(([value, label]) => ({ value, label }));
const audienceOptions = Object.entries(campaignAudienceLabels).map(([value, label]) => ({ value, label }));
const startOptions = [
  { value: 'now', label: 'همین حالا' },
  { value: 'at', label: 'در زمان مشخص' },
];
// A notification is scheduled within a year or so of today.
const thisYear = tehranJalaliDate(new Date()).year;
const years = [thisYear, thisYear + 1];

function Edge({ edge, legend, hint }: { edge: 'start' | 'end'; legend: string; hint: string }) {
  return (
    <chakra.fieldset minWidth="0">
      <chakra.legend fontSize="sm" fontWeight="bold" marginBlockEnd="2">
        {legend} (به وقت تهران)
      </chakra.legend>
      <SimpleGrid columns={2} gap="3">
        <JalaliDateField
          name={`${edge}Date`}
          label="تاریخ"
          noun={edge === 'start' ? 'آغاز' : 'پایان'}
          years={years}
          parse={parseJalaliDate}
          placeholder="۱۴۰۵/۰۱/۱۵"
          required={edge === 'start'}
          hint={hint}
        />
        <TextField
          name={`${edge}Time`}
          label="ساعت"
          dir="ltr"
          maxLength={5}
          placeholder="۰۹:۳۰"
          required={edge === 'start'}
          hint={edge === 'end' ? 'بدون ساعت: تا پایان روز' : undefined}
        />
      </SimpleGrid>
    </chakra.fieldset>
  );
}

/** The message in the console's editor, offering what a toast keeps: bold and https links. */
function MessageField() {
  const [field] = useField<string>('message');
  const count = Array.from(htmlText(field.value)).length;
  const hint = `پررنگ و پیوند https؛ ${formatNumber(count)} از ${formatNumber(MESSAGE_MAX)} نویسه`;
  return <RichTextField name="message" label="متن اعلان" hint={hint} required variant="short" />;
}

/** A notification's message, audience and window, validated before anything is sent, with its preview. */
export function CampaignForm({
  initialValues,
  pending,
  submitLabel,
  onSubmit,
  refusedEntries,
  actions,
}: CampaignFormProps) {
  return (
    <Formik initialValues={initialValues} validationSchema={campaignFormSchema} onSubmit={onSubmit} enableReinitialize>
      {({ values }) => (
        <Form noValidate aria-label="اطلاعات اعلان">
          <FocusFirstError />
          <Stack gap="2">
            <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="5" rowGap="1">
              <SelectField name="type" label="نوع اعلان" options={typeOptions} required />
              <SelectField name="audience" label="مخاطبان" options={audienceOptions} required />
            </SimpleGrid>
            <MessageField />
            {values.audience === 'mobiles' && (
              <TextAreaField
                name="mobiles"
                label="شماره‌های موبایل اعضا"
                required
                rows={5}
                dir="ltr"
                placeholder={'09120000001\n۰۹۱۲۰۰۰۰۰۰۲'}
                hint="هر شماره در یک سطر یا جداشده با ویرگول؛ رقم فارسی یا لاتین"
              />
            )}
            {refusedEntries && values.audience === 'mobiles' && <MobileProblems errors={refusedEntries} />}
            <AudienceReach audience={values.audience} mobiles={values.mobiles} />
            <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="5" rowGap="1" marginBlockStart="3">
              <SelectField name="startMode" label="زمان آغاز نمایش" options={startOptions} required />
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {values.startMode === 'at' ? (
                <Edge edge="start" legend="آغاز نمایش" hint="شمسی" />
              ) : (
                <Text fontSize="sm" color="fg.secondary" alignSelf="center">
                  اعضا از نخستین صفحه‌ای که پس از ارسال باز کنند اعلان را می‌بینند.
                </Text>
              )}
              <Edge edge="end" legend="پایان نمایش" hint="خالی یعنی تا پس گرفتن" />
            </SimpleGrid>
            <Separator marginBlock="2" />
            <CampaignPreview
              type={values.type}
              text={htmlText(values.message)}
              html={paragraphsAsLines(values.message)}
            />
            <Separator marginBlock="2" />
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" flexWrap="wrap">
              <Button type="submit" colorPalette="brand" minHeight="11" loading={pending} loadingText="در حال ذخیره…">
                {submitLabel(values)}
              </Button>
              {actions}
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
