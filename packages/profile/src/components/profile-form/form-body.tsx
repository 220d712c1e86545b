import { Heading, Input, SimpleGrid, Stack, chakra } from '@chakra-ui/react';
import type { Profile, UserType } from '@clorofil/api-client';
import { NumericField, SelectField, TextField, toPersianDigits } from '@clorofil/ui-rtl';
import { useFormikContext } from 'formik';
import { useOptionLists } from '../../api/use-option-lists';
import type { ProfileFormValues } from '../../form/form-values';
import { bannerFor } from '../status-banner/banner-rule';
import { StatusBanner } from '../status-banner/status-banner';
import { PlaceFields } from './place-fields';
import { TypeForm } from './type-fields';

export type FormBodyProps = {
  profile: Profile;
  types: readonly UserType[];
  disabled: boolean;
  /** How many saves succeeded: a new one brings the status banner into view and focus. */
  saves?: number;
};

/** The fields in reading order: type and its banner, who the member is, where, then the type's form. */
export function FormBody({ profile, types, disabled, saves = 0 }: FormBodyProps) {
  const { values } = useFormikContext<ProfileFormValues>();
  const type = types.find((candidate) => candidate.id === values.userTypeId);
  const banner = bannerFor(profile, values.userTypeId);

  return (
    <Stack gap="5">
      {banner && <StatusBanner kind={banner} profile={profile} focusAfter={saves} />}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField
          name="userTypeId"
          label="نوع کاربری"
          placeholder="نوع کاربری خود را انتخاب کنید"
          options={types.map((item) => ({ value: item.id, label: item.text }))}
          disabled={disabled}
        />
        <ReadOnlyMobile mobile={profile.mobile} />
        <TextField name="firstName" label="نام" required maxLength={50} autoComplete="given-name" disabled={disabled} />
        <TextField
          name="lastName"
          label="نام خانوادگی"
          required
          maxLength={50}
          autoComplete="family-name"
          disabled={disabled}
        />
        <NumericField name="nationalCode" label="کد ملی" required maxLength={10} disabled={disabled} />
      </SimpleGrid>
      <PlaceFields disabled={disabled} />
      {type && <TypeSection type={type} disabled={disabled} />}
    </Stack>
  );
}

/**
 * The chosen type's part of the form. It reads that type's option lists itself, so each list's
 * answer re-renders this section alone: read in FormBody, every answer re-rendered the whole form
 * (some 150 components, synchronously, as a query's answer always is) before the lists were used.
 */
function TypeSection({ type, disabled }: { type: UserType; disabled: boolean }) {
  const { lists, failed, retry } = useOptionLists(type.value);
  return (
    <Stack gap="4" as="section" aria-label={`اطلاعات ${type.text}`}>
      <Heading as="h2" size="sm">
        اطلاعات {type.text}
      </Heading>
      <TypeForm type={type.value} lists={lists} failed={failed} onRetry={retry} disabled={disabled} />
    </Stack>
  );
}

/** SPEC §5: the mobile is the sign-in identity and cannot be edited here. */
function ReadOnlyMobile({ mobile }: { mobile: string }) {
  return (
    <chakra.label display="block" width="full">
      <chakra.span display="block" fontSize="sm" fontWeight="bold" marginBlockEnd="1.5">
        شماره موبایل
      </chakra.span>
      <Input
        readOnly
        value={toPersianDigits(mobile)}
        dir="ltr"
        textAlign="end"
        height="11"
        borderRadius="l2"
        bg="bg.muted"
        borderColor="border.control"
      />
    </chakra.label>
  );
}
