// Every validator answers with the same shape: either the canonical value to store and send, or
// the reason it failed, which the yup fields turn into the Persian message of SPEC §5.

export type CheckFailure = 'empty' | 'format' | 'length' | 'checksum' | 'range' | 'prefix' | 'age';

export type Check = { valid: true; value: string } | { valid: false; reason: CheckFailure };

export const pass = (value: string): Check => ({ valid: true, value });
export const fail = (reason: CheckFailure): Check => ({ valid: false, reason });

export { compactDigits } from '../normalize/digits';
