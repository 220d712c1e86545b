import { type InferType, object } from 'yup';
import {
  accountNumberSchema,
  cardNumberSchema,
  firstNameSchema,
  ibanSchema,
  lastNameSchema,
  nationalCodeSchema,
} from './fields';

/**
 * The common part of PUT /api/Profile. Type-specific fields are added with
 * `profileSchema.shape({ … })`; mobile is read-only and therefore not part of it.
 */
export const profileSchema = object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  nationalCode: nationalCodeSchema,
});
export type ProfileValues = InferType<typeof profileSchema>;

/** The bank form and PUT /api/profile/financial/BankInformation: every field is required (SPEC §5). */
export const bankInformationSchema = object({
  iban: ibanSchema,
  accountNumber: accountNumberSchema,
  creditCardNumber: cardNumberSchema,
});
export type BankInformationValues = InferType<typeof bankInformationSchema>;
