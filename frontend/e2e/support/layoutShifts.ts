import type { Page } from 'playwright-core';

/**
 * Records the page's layout shifts from the document's start (a PerformanceObserver for `layout-shift`, buffered),
 * leaving out those right after an input; call before the page is opened.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The cumulative layout shift recorded so far (recordLayoutShifts). */
export function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
}
