import { Input } from '@chakra-ui/react';
import { useField } from 'formik';
import type { HTMLInputAutoCompleteAttribute, ReactNode } from 'react';
import { normalizeText } from '@clorofil/rules';
import { FieldShell, useFieldAria } from './field-shell';

export type TextFieldProps = {
  name: string;
  label: ReactNode;
  required?: boolean;
  maxLength?: number;
  hint?: ReactNode;
  placeholder?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  readOnly?: boolean;
  disabled?: boolean;
  /** 'ltr' for Latin-script values such as an IBAN or e-mail. */
  dir?: 'rtl' | 'ltr';
};

/** A Formik text input; on blur Arabic ي/ك become Persian and invisible characters go. */
export function TextField({ name, label, required, maxLength, hint, dir, ...input }: TextFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { shell, control } = useFieldAria(meta, hint, required);
  return (
    <FieldShell label={label} required={required} hint={hint} {...shell}>
      <Input
        {...input}
        {...control}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={(event) => {
          const normalized = normalizeText(event.target.value);
          if (normalized !== field.value) void helpers.setValue(normalized);
          field.onBlur(event);
        }}
        maxLength={maxLength}
        dir={dir}
        textAlign={dir === 'ltr' ? 'end' : undefined}
        height="11"
        borderRadius="l2"
        borderColor={shell.error ? 'border.error' : 'border.control'}
        bg={input.readOnly ? 'bg.muted' : 'bg.card'}
      />
    </FieldShell>
  );
}
