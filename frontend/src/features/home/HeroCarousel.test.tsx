import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroCarousel, HERO_IMAGES } from './HeroCarousel';
import { DOT_PAUSE_MS, ROTATE_INTERVAL_MS } from './useHeroCarousel';

const images = () => screen.getAllByTestId('hero-image');
const activeIndex = () => images().findIndex((img) => img.getAttribute('data-active') === 'true');
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
/** The first picture loads, which brings in the others; then every other one loads and the rest fail. */
const settleAll = () => {
  fireEvent.load(images()[0]);
  images().forEach((img, i) => (i % 2 ? fireEvent.error(img) : fireEvent.load(img)));
};

describe('HeroCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.unstubAllGlobals());

  it('has seven images and the timings of docs/product.md', () => {
    expect(HERO_IMAGES).toHaveLength(7);
    expect(ROTATE_INTERVAL_MS).toBe(5500);
    expect(DOT_PAUSE_MS).toBe(10_000);
  });

  it('makes the dots one tab stop, moved with the arrow keys, Home and End', () => {
    render(<HeroCarousel />);
    settleAll();
    // By label, not role: role queries are slow enough in jsdom to time this test out on a busy machine.
    const dots = () => screen.getAllByLabelText(/Show image/);
    expect(dots().map((dot) => dot.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1]);
    dots()[0].focus();
    fireEvent.keyDown(dots()[0], { key: 'ArrowRight' });
    expect(activeIndex()).toBe(1);
    expect(dots()[1]).toHaveFocus();
    expect(dots().filter((dot) => dot.tabIndex === 0)).toEqual([dots()[1]]);
    fireEvent.keyDown(dots()[1], { key: 'ArrowLeft' });
    fireEvent.keyDown(dots()[0], { key: 'ArrowLeft' });
    expect(activeIndex()).toBe(6); // wraps to the last
    fireEvent.keyDown(dots()[6], { key: 'Home' });
    expect(dots()[0]).toHaveFocus();
    fireEvent.keyDown(dots()[0], { key: 'End' });
    expect(activeIndex()).toBe(6);
  });

  it('adds the other pictures once the first is in, so they do not compete with it for the link', () => {
    render(<HeroCarousel />);
    expect(images()).toHaveLength(1);
    fireEvent.load(images()[0]);
    expect(images()).toHaveLength(7);
    expect(images()[1]).toHaveAttribute('loading', 'lazy');
  });

  it('waits until every image has loaded or failed, then shows the dots and rotates every 5.5 s', () => {
    render(<HeroCarousel />);
    expect(activeIndex()).toBe(0);
    expect(screen.queryByRole('button', { name: /Show image/ })).toBeNull();

    fireEvent.load(images()[0]);
    images()
      .slice(1, 6)
      .forEach((img) => fireEvent.load(img));
    advance(20_000);
    expect(activeIndex()).toBe(0); // one image still loading: no rotation yet

    fireEvent.error(images()[6]);
    expect(screen.getAllByRole('button', { name: /Show image/ })).toHaveLength(7);
    advance(ROTATE_INTERVAL_MS - 1);
    expect(activeIndex()).toBe(0);
    advance(1);
    expect(activeIndex()).toBe(1);
    advance(ROTATE_INTERVAL_MS * 6);
    expect(activeIndex()).toBe(0); // wrapped around after the seventh
  });

  it('jumps on a dot click, pauses, and resumes 10 s after the last click', () => {
    render(<HeroCarousel />);
    settleAll();
    fireEvent.click(screen.getByRole('button', { name: 'Show image 4 of 7' }));
    expect(activeIndex()).toBe(3);
    expect(screen.getByRole('button', { name: 'Show image 4 of 7' })).toHaveAttribute('aria-current', 'true');

    advance(6000);
    fireEvent.click(screen.getByRole('button', { name: 'Show image 6 of 7' }));
    advance(DOT_PAUSE_MS - 1);
    expect(activeIndex()).toBe(5); // still paused: the second click restarted the 10 s
    advance(1); // the pause ends; rotation restarts from here
    advance(ROTATE_INTERVAL_MS);
    expect(activeIndex()).toBe(6);
  });

  it('has a pause/play button that stops and restarts rotation', () => {
    render(<HeroCarousel />);
    settleAll();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    advance(ROTATE_INTERVAL_MS * 3);
    expect(activeIndex()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    advance(ROTATE_INTERVAL_MS);
    expect(activeIndex()).toBe(1);
  });

  it('does not rotate when the visitor prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    render(<HeroCarousel />);
    settleAll();
    advance(ROTATE_INTERVAL_MS * 3);
    expect(activeIndex()).toBe(0);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });
});
