/**
 * Holds the scans that come while a label is being checked by the server, so that no item goes
 * into a case (and no case onto a pallet) whose label is not known to be right. The label's answer
 * releases them in the order they came; so does losing the server (the label is then taken on
 * trust and checked when the queue is sent).
 */
export class LabelGate {
  private pending: string | null = null;
  private held: string[] = [];

  /** A label read is on its way: scans wait for its answer. */
  wait(opId: string): void {
    this.pending = opId;
  }

  /** Whether a label's answer is awaited. */
  get closed(): boolean {
    return this.pending !== null;
  }

  /** Whether this read is the label awaited. */
  awaits(opId: string): boolean {
    return this.pending === opId;
  }

  hold(scan: string): void {
    this.held.push(scan);
  }

  /** The label's answer came, or cannot come now: the scans held, oldest first. */
  open(): string[] {
    const held = this.held;
    this.pending = null;
    this.held = [];
    return held;
  }
}
