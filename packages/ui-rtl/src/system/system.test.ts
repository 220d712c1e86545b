import { describe, expect, it } from 'vitest';
import { getSystem } from './system';

describe('the product’s Chakra system', () => {
  it('is built once and carries the product’s tokens', () => {
    const system = getSystem();
    expect(system.$$chakra).toBe(true);
    expect(getSystem()).toBe(system);
    expect(system.token('colors.brand.500')).toMatch(/^#/);
    expect(system.token('radii.control')).toBe('4px');
  });
});
