import { Textarea } from '@chakra-ui/react';
import { FieldShell, useFieldAria } from '@clorofil/ui-rtl';
import { useField } from 'formik';
import type { ReactNode } from 'react';

type TextAreaFieldProps = {
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  placeholder?: string;
  rows?: number;
  maxLength?: number;
  dir?: 'rtl' | 'ltr';
};

/** A Formik text area with the house label, hint and Persian error. The text is kept as typed. */
export function TextAreaField({ name, label, required, hint, dir, ...input }: TextAreaFieldProps) {
  const [field, meta] = useField<string>(name);
  const { shell, control } = useFieldAria(meta, hint, required);
  return (
    <FieldShell label={label} required={required} hint={hint} {...shell}>
      <Textarea
        {...input}
        {...control}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        dir={dir}
        borderRadius="l2"
        borderColor={shell.error ? 'border.error' : 'border.control'}
        bg="bg.card"
        minHeight="11"
      />
    </FieldShell>
  );
}
