import { renderWithProviders } from '@clorofil/ui-rtl/testing';
import { act, screen } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

const slides = ['اول', 'دوم', 'سوم', 'چهارم'].map((title) => ({ key: title, content: <p>{title}</p> }));

function renderCarousel(onRender: ProfilerOnRenderCallback) {
  return renderWithProviders(
    <Profiler id="carousel" onRender={onRender}>
      <Carousel
        heading={<h2 id="row">جایزه‌ها</h2>}
        headingId="row"
        slides={slides}
        previousLabel="قبلی"
        nextLabel="بعدی"
      />
    </Profiler>,
  );
}

describe('Carousel', () => {
  // On the home page the carousel is hydrated with the page; a state update made while React
  // commits is flushed synchronously in that same commit, one more long task on a phone.
  it('mounts in one commit: taking its row element schedules no second render', async () => {
    const commits: string[] = [];
    renderCarousel((_id, phase) => commits.push(phase));
    expect(await screen.findByText('چهارم')).toBeInTheDocument();
    expect(commits).toEqual(['mount']);
  });

  // Between the two, a layout read (any script's) lays the slides out at keen-slider's bare CSS,
  // each as wide as the row: the home page was 82 px shorter at 1280 px for that moment, and a
  // page scrolled to its end was pulled up (e2e prerender).
  it('stops its own layout only once keen-slider has sized every slide', async () => {
    vi.useFakeTimers();
    const seen: string[] = [];
    try {
      renderCarousel(() => undefined);
      const row = screen.getByRole('list', { name: 'جایزه‌ها' });
      const observer = new MutationObserver(() => {
        const slides = [...row.querySelectorAll<HTMLElement>(':scope > li')];
        // keen-slider writes each slide's size and place in one pass; jsdom keeps only the place
        // (it drops the dashed \`style['min-width']\` keen-slider writes).
        const sized = slides.every((slide) => slide.style.transform !== '');
        seen.push(`${row.hasAttribute('data-ready') ? 'ready' : 'measuring'}, ${sized ? 'sized' : 'not sized'}`);
      });
      observer.observe(row, { attributes: true, subtree: true });
      await act(() => vi.advanceTimersByTimeAsync(600));
      observer.disconnect();
      expect(row).toHaveAttribute('data-ready');
      expect(seen).not.toContain('ready, not sized');
      expect(seen.at(-1)).toBe('ready, sized');
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands its row to keen-slider once the page is idle, and takes it back when it goes', async () => {
    vi.useFakeTimers();
    try {
      const { unmount } = renderCarousel(() => undefined);
      const row = screen.getByRole('list', { name: 'جایزه‌ها' });
      // Before keen-slider measures, the CSS lays the slides out (carousel.tsx): not ready yet.
      expect(row).not.toHaveAttribute('data-ready');
      await act(() => vi.advanceTimersByTimeAsync(600));
      expect(row).toHaveAttribute('data-ready');
      expect(row).toHaveAttribute('data-keen-slider-reverse');
      unmount();
      // keen-slider's destroy takes its attributes off the element.
      expect(row).not.toHaveAttribute('data-keen-slider-reverse');
    } finally {
      vi.useRealTimers();
    }
  });
});
