import type { AnyObject, InferType, ObjectSchema } from 'yup';

/**
 * What a form sends: the yup schema's cast of the Formik values — Latin digits, no spaces or
 * zero-width marks (ZWNJ kept inside words), Arabic ي/ك as Persian ی/ک, trimmed, canonical codes —
 * with fields the schema does not know dropped, because the contract refuses unknown fields.
 * Call it in `onSubmit`, after Formik has validated with the same schema.
 */
export function castForSubmit<S extends ObjectSchema<AnyObject>>(schema: S, values: unknown): InferType<S> {
  return schema.cast(values, { stripUnknown: true }) as InferType<S>;
}
