/** One read as a line device sends it: a new op_id, the device's time now, the code and any children. */
export const read = (type: 'item' | 'case', code: string, children?: string[]) => ({
  type,
  op_id: crypto.randomUUID(),
  occurred_at: new Date().toISOString(),
  code,
  ...(children ? { children } : {}),
});
