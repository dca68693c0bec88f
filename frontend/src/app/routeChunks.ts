/** The element the server lists the page's scripts in (backend/src/web/page-html.ts, APP_SCRIPTS_ID). */
export const APP_SCRIPTS_ID = 'app-scripts';

/**
 * The chunks of the page's screen and of the lazy parts the server rendered, dependencies first (the server's list).
 * Empty without the server's list (the dev server, a page the server did not render).
 */
export function readRouteChunks(doc: Document): string[] {
  try {
    const list = JSON.parse(doc.getElementById(APP_SCRIPTS_ID)?.textContent ?? '{}') as { chunks?: unknown };
    return Array.isArray(list.chunks) ? list.chunks.filter((href): href is string => typeof href === 'string' && href.startsWith('/assets/')) : [];
  } catch {
    return [];
  }
}

/** A new task, so that the main thread can paint and answer input in between; `scheduler.yield` skips setTimeout's 4 ms clamp. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Evaluates the chunks one per task, in order. Importing the screen alone would evaluate it and every chunk it imports
 * (dozens on a product page) in one long task; with its dependencies already evaluated, each task runs one chunk's
 * own code. A chunk that fails to
 * load is left to the screen's own import, which shows its error.
 */
export async function evaluateInTurn(hrefs: string[], importChunk: (href: string) => Promise<unknown>): Promise<void> {
  for (const href of hrefs) {
    await nextTask();
    await importChunk(href).catch(() => undefined);
  }
}
