import { Box, chakra, Text } from '@chakra-ui/react';
import { useFormikContext, type FieldMetaProps } from 'formik';
import { useId, type ReactNode } from 'react';

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

/** Label with required mark, the control, then a hint or the Persian error under it. */
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
      {error ? (
        <Text id={errorId} color="fg.error" fontSize="xs" marginBlockStart="1.5">
          {error}
        </Text>
      ) : (
        hint && (
          <Text id={hintId} color="fg.secondary" fontSize="xs" marginBlockStart="1.5">
            {hint}
          </Text>
        )
      )}
    </Box>
  );
}

/**
 * Ids and ARIA shared by every field: the error shows once the field was touched or the form
 * submitted, and the control is described by whichever message is visible.
 */
export function useFieldAria(meta: FieldMetaProps<unknown>, hint: ReactNode, required?: boolean) {
  const { submitCount } = useFormikContext();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const error = (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return {
    shell: { inputId, errorId, hintId, error },
    control: {
      id: inputId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      'aria-required': required || undefined,
    },
  };
}
