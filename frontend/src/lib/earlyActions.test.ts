import { describe, expect, it } from 'vitest';
import { replayEarlyActions, type EarlyAction } from './earlyActions';

describe('replayEarlyActions', () => {
  it('clicks, submits and announces changes again, in the order they were kept, once', () => {
    document.body.innerHTML =
      '<form><select><option>a</option><option selected>b</option></select><button type="button">Add</button></form>';
    const form = document.querySelector('form')!;
    const select = document.querySelector('select')!;
    const button = document.querySelector('button')!;
    const seen: string[] = [];
    button.addEventListener('click', () => seen.push('click'));
    select.addEventListener('change', () => seen.push(`change ${select.value}`));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push('submit');
    });
    const held: EarlyAction[] = [
      { type: 'change', control: select },
      { type: 'click', control: button },
      { type: 'submit', control: form },
    ];
    replayEarlyActions(held);
    replayEarlyActions(held);
    expect(seen).toEqual(['change b', 'click', 'submit']);
    expect(held).toEqual([]);
  });

  it('skips a control that has left the page, and does nothing without a queue', () => {
    const gone = document.createElement('button');
    let clicks = 0;
    gone.addEventListener('click', () => clicks++);
    replayEarlyActions([{ type: 'click', control: gone }]);
    replayEarlyActions(undefined);
    expect(clicks).toBe(0);
  });
});
