import { request, write } from './http.ts';

/** Calls of the plant area beyond the generic resource calls (`/api/plant/<resource>/<action>`). */
export const PLANT_KEY = ['plant'] as const;

export const plantApi = {
  /** A new device key for a line; the old one stops working at once. The answer is the only place the key appears. */
  rotateKey: (id: number) => write('/api/plant/lines/rotate-key', { id }),
  /** Enabled employees for a shift team's members; `ids` fetches given ones. */
  employees: (query: { keyword?: string; ids?: string }) => request('/api/plant/employees/options', { query }),
};
