import { createSystem, createSystemInSteps } from '@chakra-ui/react';
import { describe, expect, it, vi } from 'vitest';
import { chakraTheme } from './chakra-theme';

// Each test evaluates system.ts afresh: what it builds (and when) is the module's own state.
async function freshSystemModule() {
  vi.resetModules();
  return import('./system');
}

describe('the product’s Chakra system', () => {
  it('is not built when its module is evaluated, and is built in eight steps', async () => {
    const { buildSystemStep, getSystem } = await freshSystemModule();
    // Merged configs, the token dictionary in six steps (its tokens, early transforms, conditions
    // and references, their expansion, late transforms, views), then the rest
    // (patches/@chakra-ui__react@3.37.0.patch).
    expect(Array.from({ length: 8 }, () => buildSystemStep())).toEqual([...Array<boolean>(7).fill(false), true]);
    expect(buildSystemStep()).toBe(true);
    const system = getSystem();
    expect(system.$$chakra).toBe(true);
    expect(getSystem()).toBe(system);
  });

  it('is finished at once by getSystem, whatever steps have run', async () => {
    const { buildSystemStep, getSystem } = await freshSystemModule();
    expect(buildSystemStep()).toBe(false);
    const system = getSystem();
    expect(system.token('colors.brand.500')).toMatch(/^#/);
    expect(system.token('radii.control')).toBe('4px');
    expect(buildSystemStep()).toBe(true);
  });

  it('orders media queries without localeCompare, whose first call on a page builds ICU’s collator', async () => {
    // 30–90 ms of a phone's main thread at 4x CPU, once per page: a member's /rewards paid it in
    // Chakra's at-rule sort (patches/@chakra-ui__react@3.37.0.patch orders by code units).
    const { getSystem } = await freshSystemModule();
    const system = getSystem();
    const compare = vi.spyOn(String.prototype, 'localeCompare');
    try {
      const styles = system.css({
        '@media (pointer: fine)': { color: 'red' },
        '@media (hover: hover)': { color: 'blue' },
        '@media screen and (min-width: 40rem)': { color: 'green' },
        '@media print and (min-width: 40rem)': { color: 'black' },
        '@media screen and (min-width: 30rem)': { color: 'white' },
      });
      expect(compare).not.toHaveBeenCalled();
      expect(Object.keys(styles)).toEqual([
        '@media screen and (min-width: 30rem)',
        '@media screen and (min-width: 40rem)',
        '@media (hover: hover)',
        '@media (pointer: fine)',
        '@media print and (min-width: 40rem)',
      ]);
    } finally {
      compare.mockRestore();
    }
  });

  it('is the same system createSystem makes in one go', () => {
    const steps = createSystemInSteps(...chakraTheme);
    let step = steps.next();
    let count = 1;
    while (!step.done) {
      step = steps.next();
      count += 1;
    }
    const whole = createSystem(...chakraTheme);
    expect(count).toBe(8);
    expect(step.value.tokens.allTokens.map((token) => [token.name, token.value])).toEqual(
      whole.tokens.allTokens.map((token) => [token.name, token.value]),
    );
    expect(step.value.css({ color: 'red.500', paddingInline: '4' })).toEqual(
      whole.css({ color: 'red.500', paddingInline: '4' }),
    );
  });
});
