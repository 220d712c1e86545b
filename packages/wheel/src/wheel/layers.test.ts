import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLayers } from './layers';

// A 2D context that draws nothing: enough to count the bitmaps a build makes.
const noop = () => undefined;
const context = new Proxy({} as Record<string | symbol, unknown>, {
  get: (target, name) => (name in target ? target[name] : name === 'measureText' ? () => ({ width: 10 }) : noop),
  set: (target, name, value) => ((target[name] = value), true),
});

describe('buildLayers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('paints the rim once per size: a new picture or font repaints the disc alone', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    const created = vi.spyOn(document, 'createElement');
    const prizes = [{ title: 'الف' }, { title: 'ب' }, { title: 'پ' }];
    const first = buildLayers(150, 2, prizes, 0);
    expect(first).not.toBeNull();
    expect(created).toHaveBeenCalledTimes(4);

    created.mockClear();
    const second = buildLayers(150, 2, [...prizes, { title: 'ت' }], 0, first);
    expect(created).toHaveBeenCalledTimes(1);
    expect(second?.rims).toBe(first?.rims);
    expect(second?.disc).not.toBe(first?.disc);

    created.mockClear();
    const larger = buildLayers(160, 2, prizes, 0, second);
    expect(created).toHaveBeenCalledTimes(4);
    expect(larger?.rims).not.toBe(first?.rims);
  });
});
