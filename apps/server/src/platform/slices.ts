/** Lets the requests waiting on the event loop run (PGlite and the parsers answer on this thread). */
export const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * `items.map(map)` a slice at a time with a yield between, so mapping a large input (100,000 WMS
 * records checked one by one) never holds other requests for longer than one slice takes.
 */
export async function mapInSlices<T, U>(items: readonly T[], map: (item: T, index: number) => U, slice = 5_000): Promise<U[]> {
  const out: U[] = [];
  for (let start = 0; start < items.length; start += slice) {
    if (start > 0) await yieldToRequests();
    const end = Math.min(items.length, start + slice);
    for (let i = start; i < end; i++) out.push(map(items[i] as T, i));
  }
  return out;
}
