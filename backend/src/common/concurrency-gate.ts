/** At most `capacity` holders at once; a caller that finds it full is turned away instead of queued. */
export class ConcurrencyGate {
  private active = 0;

  constructor(readonly capacity: number) {}

  /** A release function (call it exactly once, when done), or undefined when every slot is taken. */
  tryEnter(): (() => void) | undefined {
    if (this.active >= this.capacity) return undefined;
    this.active++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active--;
    };
  }

  get inUse(): number {
    return this.active;
  }
}
