import { Box, Checkbox, chakra, SimpleGrid, Text } from '@chakra-ui/react';
import type { ListItem } from '@clorofil/api-client';
import { useField, useFormikContext } from 'formik';

export type LessonsFieldProps = { options: readonly ListItem[]; disabled?: boolean };

/** The teacher's lessons: several may be chosen, so checkboxes rather than a multiple select. */
export function LessonsField({ options, disabled }: LessonsFieldProps) {
  const [field, meta, helpers] = useField<number[]>('lessons');
  const { submitCount } = useFormikContext();
  const error = (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined;
  const chosen = new Set(field.value);
  const toggle = (id: number, on: boolean) => {
    const next = on ? [...chosen, id] : [...chosen].filter((value) => value !== id);
    void helpers.setValue(next.sort((a, b) => a - b));
    void helpers.setTouched(true, false);
  };
  return (
    <chakra.fieldset
      width="full"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? 'lessons-error' : undefined}
    >
      <chakra.legend fontSize="sm" fontWeight="bold" marginBlockEnd="2">
        درس‌هایی که تدریس می‌کنید
        <Box as="span" color="fg.error" marginInlineStart="1" aria-hidden="true">
          *
        </Box>
      </chakra.legend>
      <SimpleGrid
        columns={{ base: 2, md: 3 }}
        gap="2"
        padding="3"
        borderWidth="1px"
        borderRadius="l3"
        borderColor={error ? 'border.error' : 'border.control'}
      >
        {options.map((option) => (
          <Checkbox.Root
            key={option.id}
            size="sm"
            colorPalette="brand"
            checked={chosen.has(option.id)}
            disabled={disabled}
            onCheckedChange={(change) => toggle(option.id, change.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{option.text}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      {error && (
        <Text id="lessons-error" color="fg.error" fontSize="xs" marginBlockStart="1.5">
          {error}
        </Text>
      )}
    </chakra.fieldset>
  );
}
