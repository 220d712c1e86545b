import { Box } from '@chakra-ui/react';
import { formatNumber, formatRial, formatToman, toPersianDigits } from '../../format';

export type NumProps = {
  value: number | bigint | null | undefined;
  /** 'toman' and 'rial' add the unit, as SPEC §9 asks for every amount. */
  unit?: 'toman' | 'rial';
  /** Shown for a missing value. */
  fallback?: string;
};

/**
 * A number as members read it: Persian digits, fa-IR grouping, unit after the number, isolated
 * so a minus sign or neighbouring Latin text cannot reorder it.
 */
export function Num({ value, unit, fallback = '—' }: NumProps) {
  if (value === null || value === undefined) return <>{fallback}</>;
  const text = unit === 'toman' ? formatToman(value) : unit === 'rial' ? formatRial(value) : formatNumber(value);
  return (
    <Box as="bdi" whiteSpace="nowrap" data-value={String(value)}>
      {text}
    </Box>
  );
}

export type CodeProps = {
  children: string;
  /**
   * Shown exactly as issued: a discount code is typed into the shop letter for letter, so its
   * digits stay as the shop prints them (HOSSEINI10), as rewards and the wheel show codes.
   */
  verbatim?: boolean;
};

/** A code, card number or IBAN: Persian digits (unless `verbatim`), kept left-to-right and unbroken. */
export function Code({ children, verbatim = false }: CodeProps) {
  return (
    <Box as="bdi" dir="ltr" whiteSpace="nowrap" data-code={children}>
      {verbatim ? children : toPersianDigits(children)}
    </Box>
  );
}
