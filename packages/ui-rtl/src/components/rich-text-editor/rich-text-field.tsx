import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FieldShell, useFieldAria } from '../form-fields/field-shell';
import { RichTextEditor, type RichTextVariant } from './rich-text-editor';

export type RichTextFieldProps = {
  name: string;
  /** The field's label and the editable area's accessible name. */
  label: string;
  hint?: ReactNode;
  required?: boolean;
  variant?: RichTextVariant;
};

/** A Formik field holding the rich-text editor's HTML, with the form fields' label, hint and Persian error. */
export function RichTextField({ name, label, hint, required, variant }: RichTextFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { shell, control } = useFieldAria(meta, hint, required);
  return (
    <FieldShell label={label} hint={hint} required={required} {...shell}>
      <RichTextEditor
        variant={variant}
        label={label}
        value={field.value}
        onChange={(html) => void helpers.setValue(html)}
        onBlur={() => void helpers.setTouched(true)}
        invalid={Boolean(shell.error)}
        describedBy={control['aria-describedby']}
      />
    </FieldShell>
  );
}
