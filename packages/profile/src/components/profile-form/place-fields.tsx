import { SimpleGrid } from '@chakra-ui/react';
import { SelectField } from '@clorofil/ui-rtl';
import { useFormikContext } from 'formik';
import { useProvinces } from '../../api/use-option-lists';
import type { ProfileFormValues } from '../../form/form-values';

/** Province, then a city of that province; choosing another province clears the city (SPEC §2). */
export function PlaceFields({ disabled }: { disabled: boolean }) {
  const { values, setFieldValue } = useFormikContext<ProfileFormValues>();
  const provinces = useProvinces();
  const list = provinces.data ?? [];
  const province = list.find((item) => item.provinceId === values.provinceId);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <SelectField
        name="provinceId"
        label="استان"
        required
        placeholder={provinces.isPending ? 'لطفاً کمی صبر کنید…' : 'انتخاب استان'}
        options={list.map((item) => ({ value: item.provinceId, label: item.provinceName }))}
        disabled={disabled || !provinces.isSuccess}
        onValueChange={() => void setFieldValue('cityId', '', false)}
      />
      <SelectField
        name="cityId"
        label="شهر"
        required
        placeholder={province ? 'انتخاب شهر' : 'اول استان را انتخاب کنید'}
        options={(province?.cities ?? []).map((city) => ({ value: city.id, label: city.name }))}
        disabled={disabled || !province}
      />
    </SimpleGrid>
  );
}
