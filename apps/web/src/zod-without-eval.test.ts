import { describe, expect, it, vi } from 'vitest';

describe('zod under our CSP', () => {
  it('validates API answers without ever calling the Function constructor (no eval probe)', async () => {
    const construct = vi.spyOn(globalThis, 'Function');
    await import('./zod-without-eval');
    // Imported after the setting, like the API client's schemas in the app.
    const { z } = await import('zod');
    const schema = z.object({ id: z.number(), title: z.string() });
    expect(schema.parse({ id: 1, title: 'جایزه' })).toEqual({ id: 1, title: 'جایزه' });
    expect(() => schema.parse({ id: 'x' })).toThrow();
    expect(construct).not.toHaveBeenCalled();
  });
});
