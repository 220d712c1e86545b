import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Put inside a Formik form: after a submit that fails validation, focus moves to the first
 * invalid field so keyboard and screen-reader users land on the message that explains it.
 */
export function FocusFirstError() {
  const { submitCount, isValid, isSubmitting } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (submitCount === 0 || isValid || isSubmitting) return;
    const form = marker.current?.closest('form');
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isValid, isSubmitting]);
  return <span ref={marker} hidden />;
}
