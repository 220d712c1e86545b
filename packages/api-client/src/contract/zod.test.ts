import { describe, expect, it, vi } from 'vitest';

describe('the contract under a CSP without eval', () => {
  it('makes and checks schemas without ever calling the Function constructor', async () => {
    const construct = vi.spyOn(globalThis, 'Function');
    vi.resetModules();
    const { rewardSchema } = await import('./rewards.js');
    const { z } = await import('./zod.js');
    const schema = z.object({ id: z.number(), title: z.string() });
    expect(schema.parse({ id: 1, title: 'جایزه' })).toEqual({ id: 1, title: 'جایزه' });
    expect(() => schema.parse({ id: 'x' })).toThrow();
    expect(rewardSchema.safeParse({}).success).toBe(false);
    expect(construct).not.toHaveBeenCalled();
  });
});
