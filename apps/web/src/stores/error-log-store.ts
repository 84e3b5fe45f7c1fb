import { create } from 'zustand';

export type ErrorLogEntry = { message: string; info: string; url: string; stack: string; at: number };

const MAX_ENTRIES = 100;

type ErrorLogState = { logs: ErrorLogEntry[]; add(entry: Omit<ErrorLogEntry, 'at'>): void; clear(): void };

/** Runtime errors of this session (production builds), newest last, capped. */
export const useErrorLogStore = create<ErrorLogState>((set) => ({
  logs: [],
  add: (entry) => set((state) => ({ logs: [...state.logs, { ...entry, at: Date.now() }].slice(-MAX_ENTRIES) })),
  clear: () => set({ logs: [] }),
}));
