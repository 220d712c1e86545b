import { useField } from 'formik';
import type { ReactNode } from 'react';
import { SelectControl, type SelectOption } from '../select-control/select-control';
import { FieldShell, useFieldAria } from './field-shell';

export type SelectFieldProps = {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  placeholder?: string;
  required?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
  /** Runs after the value is set, e.g. to clear the city when the province changes. */
  onValueChange?: (value: string | number) => void;
};

/** SelectControl bound to Formik; numeric option values come back as numbers. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  required,
  hint,
  disabled,
  onValueChange,
}: SelectFieldProps) {
  const [field, meta, helpers] = useField<string | number | undefined | null>(name);
  const { shell, control } = useFieldAria(meta, hint, required);
  return (
    <FieldShell label={label} required={required} hint={hint} {...shell}>
      <SelectControl
        {...control}
        name={field.name}
        options={options}
        placeholder={placeholder}
        disabled={disabled}
        invalid={Boolean(shell.error)}
        value={field.value ?? ''}
        onBlur={field.onBlur}
        onChange={(event) => {
          const raw = event.target.value;
          const option = options.find((candidate) => String(candidate.value) === raw);
          const value = option ? option.value : raw;
          void helpers.setValue(value);
          onValueChange?.(value);
        }}
      />
    </FieldShell>
  );
}
