import { Box } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '../../format';

/** The sentence announced after a refused submit: «۳ مورد نیاز به اصلاح دارد». */
export const invalidSummary = (count: number) => `${formatNumber(count)} مورد نیاز به اصلاح دارد`;

/**
 * Put inside a Formik form: after a submit that fails validation, focus moves to the first
 * invalid field so keyboard and screen-reader users land on the message that explains it, and a
 * live region says how many fields need fixing. Fields mark themselves with `aria-invalid`; a
 * group (a fieldset of checkboxes) passes focus to its first control.
 */
export function FocusFirstError() {
  const { submitCount, isValid, isSubmitting } = useFormikContext();
  const region = useRef<HTMLSpanElement>(null);
  const [summary, setSummary] = useState('');
  useEffect(() => {
    if (submitCount === 0 || isValid || isSubmitting) return;
    const form = region.current?.closest('form');
    const invalid = [...(form?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [])];
    const first = invalid[0];
    const target = first?.matches('fieldset') ? first.querySelector<HTMLElement>('input, select, textarea') : first;
    target?.focus();
    setSummary(invalid.length > 0 ? invalidSummary(invalid.length) : '');
  }, [submitCount, isValid, isSubmitting]);
  return (
    <Box as="span" srOnly ref={region} aria-live="assertive" aria-atomic="true" data-testid="form-error-summary">
      {/* A new node per submit, so the same count is announced again after another refused press. */}
      <span key={submitCount}>{summary}</span>
    </Box>
  );
}
