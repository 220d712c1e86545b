import { normalizeDigits, normalizeText } from '@clorofil/rules';

/**
 * Brings every string of a parsed request to one form before validation: Persian and Arabic
 * digits become Latin, Arabic ي/ك become Persian, zero-width and direction marks go (ZWNJ stays
 * inside words), ends are trimmed. Keys are left alone so unknown fields are still reported.
 */
export function normalizeInput(value: unknown, depth = 0): unknown {
  if (depth > 20) return value;
  if (typeof value === 'string') return normalizeText(normalizeDigits(value));
  if (Array.isArray(value)) return value.map((item) => normalizeInput(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = normalizeInput(item, depth + 1);
    return out;
  }
  return value;
}
