import { Field, Textarea } from '@chakra-ui/react';
import { validationMessages } from '@clorofil/rules';
import type { ReactNode, Ref } from 'react';

export type ReasonFieldProps = {
  /** The box's label, e.g. «دلیل پس گرفتن». */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A note under the box while it is valid (e.g. that the reason stays in the audit trail). */
  hint?: ReactNode;
  /** Shown instead of the hint, as an alert: the missing reason or the server's refusal. */
  error?: string | null;
  /** The text may be left empty (a note rather than a reason). */
  optional?: boolean;
  /** The longest text the API takes for this reason. */
  maxLength?: number;
  /** The box itself, to focus it when the reason is missing. */
  ref?: Ref<HTMLTextAreaElement>;
};

/**
 * Said when a required reason is missing, unless the action has words of its own. A function, not
 * a constant: read at render, never while the chunks of the rules package may still be loading.
 */
export const reasonRequiredMessage = (): string => validationMessages.required;

/**
 * The box a staff action's reason is typed into: required unless `optional`, at most `maxLength`
 * characters (500, the API's usual limit), and its error read out as soon as it appears.
 */
export function ReasonField({
  label,
  value,
  onChange,
  hint,
  error,
  optional = false,
  maxLength = 500,
  ref,
}: ReasonFieldProps) {
  return (
    <Field.Root required={!optional} invalid={Boolean(error)}>
      <Field.Label fontWeight="bold">
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea
        ref={ref}
        value={value}
        rows={2}
        maxLength={maxLength}
        bg="bg.card"
        borderColor={error ? 'border.error' : 'border.control'}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <Field.ErrorText role="alert">{error}</Field.ErrorText>
      ) : (
        hint && <Field.HelperText color="fg.secondary">{hint}</Field.HelperText>
      )}
    </Field.Root>
  );
}
