import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLayers, completeRims, drawFrame } from './layers';

// A 2D context that draws nothing: enough to count the bitmaps a build makes.
const noop = () => undefined;
const context = new Proxy({} as Record<string | symbol, unknown>, {
  get: (target, name) => (name in target ? target[name] : name === 'measureText' ? () => ({ width: 10 }) : noop),
  set: (target, name, value) => ((target[name] = value), true),
});

describe('buildLayers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('paints the rims once per size: a new picture or font repaints the disc alone', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    const created = vi.spyOn(document, 'createElement');
    const prizes = [{ title: 'الف' }, { title: 'ب' }, { title: 'پ' }];
    const first = buildLayers(150, 2, prizes, 0);
    expect(first).not.toBeNull();
    // The disc and the resting rim; the spin's two rims come with completeRims.
    expect(created).toHaveBeenCalledTimes(2);
    expect(first?.rims[0]).toBeNull();
    expect(first?.rims[1]).toBeNull();

    created.mockClear();
    completeRims(first!);
    expect(created).toHaveBeenCalledTimes(2);
    expect(first?.rims.every(Boolean)).toBe(true);
    created.mockClear();
    completeRims(first!);
    expect(created).not.toHaveBeenCalled();

    const second = buildLayers(150, 2, [...prizes, { title: 'ت' }], 0, first);
    expect(created).toHaveBeenCalledTimes(1);
    expect(second?.rims).toBe(first?.rims);
    expect(second?.disc).not.toBe(first?.disc);

    created.mockClear();
    const larger = buildLayers(160, 2, prizes, 0, second);
    expect(created).toHaveBeenCalledTimes(2);
    expect(larger?.rims).not.toBe(first?.rims);
  });

  it('shows the resting rim during a spin until the spin’s rims are painted, and theirs after', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    const layers = buildLayers(150, 1, [{ title: 'الف' }, { title: 'ب' }], 0)!;
    const drawn: unknown[] = [];
    const target = new Proxy({} as CanvasRenderingContext2D, {
      get: (_target, name) => (name === 'drawImage' ? (image: unknown) => drawn.push(image) : noop),
      set: () => true,
    });
    const spinning = { rotation: 1, lights: 1, highlight: null, count: 2 } as const;
    drawFrame(target, layers, spinning);
    expect(drawn).toEqual([layers.disc, layers.rims[2]]);
    completeRims(layers);
    drawn.length = 0;
    drawFrame(target, layers, spinning);
    expect(drawn).toEqual([layers.disc, layers.rims[1]]);
    expect(layers.rims[1]).not.toBe(layers.rims[2]);
  });
});
