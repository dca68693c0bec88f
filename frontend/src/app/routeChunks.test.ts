import { describe, expect, it } from 'vitest';
import { APP_SCRIPTS_ID, evaluateInTurn, readRouteChunks } from './routeChunks';

function documentWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument();
  if (json !== null) {
    const list = doc.createElement('script');
    list.type = 'application/json';
    list.id = APP_SCRIPTS_ID;
    list.textContent = json;
    doc.body.append(list);
  }
  return doc;
}

describe("the route's chunks", () => {
  it("reads the server's list in its order, the app's own assets only", () => {
    const doc = documentWith('{"steps":["/assets/index-1.js"],"chunks":["/assets/Paper-2.js","https://evil.example/x.js",3,"/assets/ProductDetailPage-4.js"]}');
    expect(readRouteChunks(doc)).toEqual(['/assets/Paper-2.js', '/assets/ProductDetailPage-4.js']);
  });

  it('is empty without a list or with a broken one', () => {
    expect(readRouteChunks(documentWith(null))).toEqual([]);
    expect(readRouteChunks(documentWith('{"chunks":'))).toEqual([]);
    expect(readRouteChunks(documentWith('{"chunks":"/assets/a.js"}'))).toEqual([]);
  });

  it('evaluates them one per task, in order, past a chunk that fails to load', async () => {
    const events: string[] = [];
    let tasks = 0;
    const ticking = setInterval(() => (tasks += 1), 0);
    const importChunk = (href: string) => {
      events.push(`${href}@${tasks}`);
      return href.includes('broken') ? Promise.reject(new Error('network')) : Promise.resolve({});
    };
    await evaluateInTurn(['/assets/a.js', '/assets/broken.js', '/assets/c.js'], importChunk);
    clearInterval(ticking);
    expect(events.map((event) => event.split('@')[0])).toEqual(['/assets/a.js', '/assets/broken.js', '/assets/c.js']);
    // A task boundary before each import: the interval's task ran in between.
    const taskOf = events.map((event) => Number(event.split('@')[1]));
    expect(taskOf[1]).toBeGreaterThan(taskOf[0]);
    expect(taskOf[2]).toBeGreaterThan(taskOf[1]);
  });
});
