import { Box, chakra, Text } from '@chakra-ui/react';
import { useFormikContext, type FieldMetaProps } from 'formik';
import { useId, type ReactNode } from 'react';
import { useSteadyWhilePressed } from './pointer-hold';

export type FieldShellProps = {
  inputId: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  errorId: string;
  hint?: ReactNode;
  hintId: string;
  children: ReactNode;
};

/**
 * Label with required mark, the control, then a hint or the Persian error under it. The line under
 * the control is always there, empty or not, so an error appearing does not push the rest of the
 * form (and the button being pressed) down.
 */
export function FieldShell({ inputId, label, required, error, errorId, hint, hintId, children }: FieldShellProps) {
  return (
    <Box width="full">
      <chakra.label htmlFor={inputId} display="block" fontSize="sm" fontWeight="bold" marginBlockEnd="1.5">
        {label}
        {required && (
          <Box as="span" color="fg.error" marginInlineStart="1" aria-hidden="true">
            *
          </Box>
        )}
      </chakra.label>
      {children}
      <Box fontSize="xs" lineHeight="1.5" minHeight="5" marginBlockStart="1" data-field-message="">
        {error ? (
          <Text id={errorId} color="fg.error">
            {error}
          </Text>
        ) : (
          hint && (
            <Text id={hintId} color="fg.secondary">
              {hint}
            </Text>
          )
        )}
      </Box>
    </Box>
  );
}

/**
 * Ids and ARIA shared by every field: the error shows once the field was touched or the form
 * submitted, and the control is described by whichever message is visible. `aria-invalid` follows
 * validation at once (the first-error focus reads it); the visible message holds still while a
 * pointer is pressed (pointer-hold.ts).
 */
export function useFieldAria(meta: FieldMetaProps<unknown>, hint: ReactNode, required?: boolean) {
  const { submitCount } = useFormikContext();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const invalid = (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined;
  const error = useSteadyWhilePressed(invalid);
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return {
    shell: { inputId, errorId, hintId, error },
    control: {
      id: inputId,
      'aria-invalid': invalid ? true : undefined,
      'aria-describedby': describedBy,
      'aria-required': required || undefined,
    },
  };
}
