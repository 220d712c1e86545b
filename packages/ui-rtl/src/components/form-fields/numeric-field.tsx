import { Input } from '@chakra-ui/react';
import { useField } from 'formik';
import { useLayoutEffect, useRef, type ChangeEvent, type HTMLInputAutoCompleteAttribute, type ReactNode } from 'react';
import { toPersianDigits } from '../../format';
import { blockDisallowedKey, compactDigits } from '@clorofil/rules';
import { FieldShell, useFieldAria } from './field-shell';

export type NumericFieldProps = {
  name: string;
  label: ReactNode;
  required?: boolean;
  /** Counted in digits after separators are removed, so a pasted '6037-9918-…' still fits. */
  maxLength?: number;
  hint?: ReactNode;
  placeholder?: string;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  readOnly?: boolean;
  disabled?: boolean;
};

/**
 * Digits in, digits out: the member types Persian, Arabic or Latin digits (or pastes them with
 * separators); Formik holds Latin digits and the input shows Persian ones. The SPEC §5 key filter
 * blocks other characters but never paste, shortcuts or navigation.
 */
export function NumericField({ name, label, required, maxLength, hint, ...input }: NumericFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { shell, control } = useFieldAria(meta, hint, required);
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  // Re-rendering with Persian digits replaces the input's value, which would throw the caret to
  // the end; put it back where the member was typing.
  useLayoutEffect(() => {
    const element = ref.current;
    if (caret.current === null || !element || element.ownerDocument.activeElement !== element) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const raw = event.target.value;
    const position = event.target.selectionStart ?? raw.length;
    const next = maxLength ? compactDigits(raw).slice(0, maxLength) : compactDigits(raw);
    caret.current = Math.min(compactDigits(raw.slice(0, position)).length, next.length);
    void helpers.setValue(next);
  }

  return (
    <FieldShell label={label} required={required} hint={hint} {...shell}>
      <Input
        {...input}
        {...control}
        ref={ref}
        name={field.name}
        type="text"
        inputMode="numeric"
        value={toPersianDigits(field.value ?? '')}
        onChange={onChange}
        onKeyDown={blockDisallowedKey}
        onBlur={field.onBlur}
        height="11"
        borderRadius="l2"
        borderColor={shell.error ? 'border.error' : 'border.control'}
        bg={input.readOnly ? 'bg.muted' : 'bg.card'}
      />
    </FieldShell>
  );
}
