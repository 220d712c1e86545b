import { Box, Group, Input, InputAddon } from '@chakra-ui/react';
import { blockDisallowedKey, normalizeDigits } from '@clorofil/rules';
import { FieldShell, groupDigits, toPersianDigits, useFieldAria } from '@clorofil/ui-rtl';
import { useField } from 'formik';
import { useLayoutEffect, useRef, type ChangeEvent, type ReactNode } from 'react';

export type GroupedNumberFieldProps = {
  name: string;
  label: string;
  /** How many digits the value holds (16 for a card, the 24 after `IR` for a Sheba). */
  digits: number;
  /** A fixed Latin prefix shown before the digits and kept in the value (`IR` for a Sheba). */
  prefix?: string;
  hint?: ReactNode;
  placeholder?: string;
};

const digitsOf = (text: string) => normalizeDigits(text).replace(/\D/g, '');

/** Where the caret belongs in '1234 5678 …' after `count` digits. */
const caretAfter = (count: number) => (count === 0 ? 0 : count + Math.floor((count - 1) / 4));

/**
 * A card or Sheba number as it is printed: left to right, in groups of four, Persian digits on
 * screen. Persian, Arabic and Latin digits, spaces and dashes are accepted while typing or
 * pasting (a pasted `IR…` loses its prefix, which the field adds back); Formik holds the compact
 * Latin value (`IR` + digits), which is what the form's cast and the contract expect.
 */
export function GroupedNumberField({ name, label, digits, prefix = '', hint, placeholder }: GroupedNumberFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  // The shared shell: the error's line is kept under the input, so an error never moves the save button.
  const { shell, control } = useFieldAria(meta, hint, true);
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const value = (field.value ?? '').startsWith(prefix) ? (field.value ?? '').slice(prefix.length) : (field.value ?? '');

  // Grouping and Persian digits replace the input's text, which would throw the caret to the end.
  useLayoutEffect(() => {
    const element = ref.current;
    if (caret.current === null || !element || element.ownerDocument.activeElement !== element) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const raw = event.target.value;
    const withoutPrefix = prefix ? raw.replace(new RegExp(`^\\s*${prefix}`, 'i'), '') : raw;
    const next = digitsOf(withoutPrefix).slice(0, digits);
    const position = event.target.selectionStart ?? raw.length;
    caret.current = caretAfter(Math.min(digitsOf(raw.slice(0, position)).length, next.length));
    void helpers.setValue(next ? `${prefix}${next}` : '');
  }

  return (
    <FieldShell label={label} required hint={hint} {...shell}>
      {/* Numbers read left to right even on a right-to-left page (PERSIAN-UX). */}
      <Box dir="ltr" width="full">
        <Group attached width="full">
          {prefix && <InputAddon fontFamily="mono">{prefix}</InputAddon>}
          <Input
            {...control}
            ref={ref}
            name={field.name}
            dir="ltr"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            value={groupDigits(toPersianDigits(value))}
            onChange={onChange}
            onBlur={field.onBlur}
            onKeyDown={prefix ? undefined : blockDisallowedKey}
            height="11"
            letterSpacing="wide"
            bg="bg.card"
            borderColor={shell.error ? 'border.error' : 'border.control'}
          />
        </Group>
      </Box>
    </FieldShell>
  );
}
