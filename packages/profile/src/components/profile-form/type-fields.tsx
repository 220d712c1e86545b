import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ListItem, UserTypeValue } from '@clorofil/api-client';
import { gradeFitsLevel, gradesOfLevel } from '@clorofil/rules';
import { formatNumber, NumericField, SelectField, TextField } from '@clorofil/ui-rtl';
import { useFormikContext } from 'formik';
import type { OptionLists } from '../../api/use-option-lists';
import type { ProfileFormValues } from '../../form/form-values';
import { MAX_YEARS_OF_TEACHING, UPPER_SECONDARY_LEVEL } from '../../form/profile-schema';
import { BirthDateField } from './birth-date-field';
import { LessonsField } from './lessons-field';

const options = (items: readonly ListItem[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.text }));

type TypeFieldsProps = { lists: OptionLists; disabled: boolean };

/** The student form: school, its type and level, grade, field (upper secondary only), year, birth date. */
export function StudentFields({ lists, disabled }: TypeFieldsProps) {
  const { values, setFieldValue } = useFormikContext<ProfileFormValues>();
  const levelGrades = gradesOfLevel(values.schoolLevel);
  const grades = (lists.school_grades ?? []).filter((grade) => levelGrades.includes(grade.id));
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
        onValueChange={(level) => {
          // A field of study belongs to upper secondary only; another level leaves none chosen.
          if (level !== UPPER_SECONDARY_LEVEL) void setFieldValue('field', '');
          // Each level offers its own grades (@clorofil/rules): one of another level is cleared.
          if (values.grade !== '' && !(typeof level === 'number' && gradeFitsLevel(level, values.grade)))
            void setFieldValue('grade', '');
        }}
      />
      <SelectField
        name="grade"
        label="پایهٔ تحصیلی"
        required
        placeholder={values.schoolLevel === '' ? 'اول مقطع را انتخاب کنید' : 'انتخاب کنید'}
        options={options(grades)}
        disabled={disabled || values.schoolLevel === ''}
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
      <BirthDateField disabled={disabled} />
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
