import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ListItem, UserTypeValue } from '@clorofil/api-client';
import { formatNumber, NumericField, SelectField, TextField } from '@clorofil/ui-rtl';
import { useFormikContext } from 'formik';
import type { OptionLists } from '../../api/use-option-lists';
import type { ProfileFormValues } from '../../form/form-values';
import { MAX_YEARS_OF_TEACHING, UPPER_SECONDARY_LEVEL } from '../../form/profile-schema';
import { LessonsField } from './lessons-field';

const options = (items: readonly ListItem[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.text }));

type TypeFieldsProps = { lists: OptionLists; disabled: boolean };

/** The student form: school, its type and level, grade, field (upper secondary only), year, birth date. */
export function StudentFields({ lists, disabled }: TypeFieldsProps) {
  const { values, setFieldValue } = useFormikContext<ProfileFormValues>();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <TextField name="schoolName" label="نام مدرسه" required maxLength={100} disabled={disabled} />
      <SelectField
        name="schoolType"
        label="نوع مدرسه"
        required
        placeholder="انتخاب کنید"
        options={options(lists.schoolTypes)}
        disabled={disabled}
      />
      <SelectField
        name="schoolLevel"
        label="مقطع تحصیلی"
        required
        placeholder="انتخاب کنید"
        options={options(lists.school_levels)}
        disabled={disabled}
        // A field of study belongs to upper secondary only; another level leaves none chosen.
        onValueChange={(level) => level !== UPPER_SECONDARY_LEVEL && void setFieldValue('field', '')}
      />
      <SelectField
        name="grade"
        label="پایهٔ تحصیلی"
        required
        placeholder="انتخاب کنید"
        options={options(lists.school_grades)}
        disabled={disabled}
      />
      {values.schoolLevel === UPPER_SECONDARY_LEVEL && (
        <SelectField
          name="field"
          label="رشتهٔ تحصیلی"
          required
          placeholder="انتخاب کنید"
          options={options(lists.school_field)}
          disabled={disabled}
        />
      )}
      <SelectField
        name="educationYear"
        label="سال تحصیلی"
        required
        placeholder="انتخاب کنید"
        options={options(lists.education_year)}
        disabled={disabled}
      />
      <TextField
        name="birthDate"
        label="تاریخ تولد"
        required
        maxLength={10}
        dir="ltr"
        placeholder="۱۳۸۸/۰۴/۱۲"
        hint="به تاریخ شمسی، مانند ۱۳۸۸/۴/۱۲"
        disabled={disabled}
      />
    </SimpleGrid>
  );
}

/** The teacher form: school, its type and level, lessons, years of teaching, personnel code, school contact. */
export function TeacherFields({ lists, disabled }: TypeFieldsProps) {
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="schoolName" label="نام مدرسه" required maxLength={100} disabled={disabled} />
        <SelectField
          name="schoolType"
          label="نوع مدرسه"
          required
          placeholder="انتخاب کنید"
          options={options(lists.schoolTypes)}
          disabled={disabled}
        />
        <SelectField
          name="schoolLevel"
          label="مقطع تدریس"
          required
          placeholder="انتخاب کنید"
          options={options(lists.school_levels)}
          disabled={disabled}
        />
        <NumericField
          name="yearsOfExperience"
          label="سابقهٔ تدریس (سال)"
          required
          maxLength={2}
          hint={`از ۰ تا ${formatNumber(MAX_YEARS_OF_TEACHING)} سال`}
          disabled={disabled}
        />
        <NumericField name="personnelCode" label="کد پرسنلی" required maxLength={10} disabled={disabled} />
        <NumericField
          name="schoolPhone"
          label="تلفن مدرسه"
          maxLength={11}
          hint="اختیاری؛ همراه با پیش‌شماره"
          autoComplete="off"
          disabled={disabled}
        />
        <NumericField name="schoolPostalCode" label="کد پستی مدرسه" maxLength={10} hint="اختیاری" disabled={disabled} />
      </SimpleGrid>
      <LessonsField options={lists.school_lessons ?? []} disabled={disabled} />
    </Stack>
  );
}

export type TypeFormProps = {
  type: UserTypeValue;
  lists: OptionLists | undefined;
  failed: boolean;
  onRetry: () => void;
  disabled: boolean;
};

/** The chosen type's fields, or «لطفاً کمی صبر کنید…» while their option lists load. */
export function TypeForm({ type, lists, failed, onRetry, disabled }: TypeFormProps) {
  if (failed) {
    return (
      <HStack gap="3" paddingBlock="4" flexWrap="wrap">
        <Text color="fg.error">فهرست گزینه‌های این فرم دریافت نشد.</Text>
        <Button size="sm" variant="outline" onClick={onRetry}>
          تلاش دوباره
        </Button>
      </HStack>
    );
  }
  if (!lists) {
    return (
      <Text color="fg.secondary" role="status" paddingBlock="4">
        لطفاً کمی صبر کنید…
      </Text>
    );
  }
  return type === 'student' ? (
    <StudentFields lists={lists} disabled={disabled} />
  ) : (
    <TeacherFields lists={lists} disabled={disabled} />
  );
}
