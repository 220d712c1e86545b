import { usePrefersReducedMotion } from '@clorofil/ui-rtl';
import { useKeenSlider, type KeenSliderInstance, type KeenSliderOptions } from 'keen-slider/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CAROUSEL_BREAKPOINTS, trackConfig, type TrackLayout } from './track-config';

export type CarouselPosition = { atStart: boolean; atEnd: boolean };

function slidesFor(layout: TrackLayout): KeenSliderOptions['slides'] {
  return (size, slides) => trackConfig(size, slides.length, layout);
}

const [base, ...wider] = CAROUSEL_BREAKPOINTS;

// Built once: keen-slider re-applies its options whenever they stop being deeply equal.
const layoutOptions: Pick<KeenSliderOptions, 'slides' | 'breakpoints'> = {
  slides: slidesFor(base!.layout),
  breakpoints: Object.fromEntries(
    wider.map(({ minWidth, layout }) => [`(min-width: ${minWidth}px)`, { slides: slidesFor(layout) }]),
  ),
};

function positionOf(slider: KeenSliderInstance): CarouselPosition {
  const details = slider.track.details;
  if (!details) return { atStart: true, atEnd: true };
  return { atStart: details.position <= details.min + 0.001, atEnd: details.position >= details.max - 0.001 };
}

/** keen-slider set up for the SPEC §9 carousel: right to left, breakpoints, no autoplay. */
export function useCarousel(slideCount: number) {
  const reducedMotion = usePrefersReducedMotion();
  const [position, setPosition] = useState<CarouselPosition>({ atStart: true, atEnd: true });

  const options = useMemo<KeenSliderOptions>(() => {
    const track = (slider: KeenSliderInstance) =>
      setPosition((current) => {
        const now = positionOf(slider);
        return now.atStart === current.atStart && now.atEnd === current.atEnd ? current : now;
      });
    return {
      ...layoutOptions,
      rtl: true,
      mode: 'snap',
      // Moving instantly is the reduced-motion version of sliding; nothing ever moves on its own.
      defaultAnimation: { duration: reducedMotion ? 1 : 450 },
      created: (slider) => {
        // The pre-measure layout (carousel.tsx) must stop applying in the same frame keen-slider's
        // inline sizes start to. keen-slider writes those sizes in an animation frame it asks for
        // while it is created, before this callback: this frame comes right after that one, in the
        // same rendering step. Set at once, the slides stood at keen-slider's bare CSS (each as wide
        // as the row, shrunk to fit) until then, and a layout read in between saw the home page
        // 82 px shorter at 1280 px: a page scrolled to its end before the app started was pulled
        // up by 82 px (e2e prerender, in a clean-clone CI run).
        const container = slider.container;
        window.requestAnimationFrame(() => (container.dataset.ready = ''));
        track(slider);
      },
      updated: track,
      optionsChanged: track,
      detailsChanged: track,
    };
  }, [reducedMotion]);
  const [attach, instanceRef] = useKeenSlider<HTMLDivElement>(options);
  // keen-slider measures the row (a forced layout) when it is created: that waits until after
  // the first paint, when the browser is idle. Until then the CSS in carousel.tsx lays the slides
  // out exactly as keen-slider will, so nothing moves when it takes over.
  // The row's element comes in through a ref callback that schedules that, not through state: a
  // state update from a ref is made while React commits, at the highest priority, so it re-rendered
  // the carousel synchronously inside the commit that hydrated the home page (~50 ms of one long
  // task at 4x CPU, bench/web/profile.mjs).
  const detach = useRef<(() => void) | null>(null);
  const sliderRef = useCallback(
    (node: HTMLDivElement | null) => {
      detach.current?.();
      detach.current = null;
      if (!node) return;
      const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
      const cancel = window.cancelIdleCallback ?? window.clearTimeout;
      let handle: number | undefined;
      const frame = window.requestAnimationFrame(() => {
        handle = idle(() => attach(node), { timeout: 500 } as IdleRequestOptions);
      });
      detach.current = () => {
        window.cancelAnimationFrame(frame);
        if (handle !== undefined) cancel(handle);
        attach(null);
      };
    },
    [attach],
  );

  // New slides (say, rewards arriving) need keen-slider to measure again.
  useEffect(() => {
    instanceRef.current?.update();
  }, [slideCount, instanceRef]);

  // Steps from where the slider is heading, not where it is, so quick clicks each count.
  const step = useCallback(
    (delta: number) => {
      const slider = instanceRef.current;
      const details = slider?.track.details;
      if (!slider || !details) return;
      const from = slider.animator.targetIdx ?? details.abs;
      slider.moveToIdx(Math.min(details.maxIdx, Math.max(details.minIdx, from + delta)), true);
    },
    [instanceRef],
  );
  const previous = useCallback(() => step(-1), [step]);
  const next = useCallback(() => step(1), [step]);
  /** Brings a slide into view when the keyboard focuses it (WCAG 2.4.11: focus not hidden). */
  const reveal = useCallback(
    (index: number) => {
      const slider = instanceRef.current;
      const details = slider?.track.details;
      if (!slider || !details) return;
      const visible = details.slides[index];
      if (visible && visible.portion >= 0.99) return;
      slider.moveToIdx(Math.min(index, details.maxIdx));
    },
    [instanceRef],
  );
  return { sliderRef, position, previous, next, reveal };
}
