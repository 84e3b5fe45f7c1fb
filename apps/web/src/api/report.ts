import type { ReportAnswer, ReportKey, ReportQuery } from '@trace/contract/report';
import { request, requestBuilt } from './http.ts';

/** A report's query as the address bar and the export send it: the period, the grouping and the filters it reads. */
export type ReportParams = Partial<Record<keyof ReportQuery, string>> & Pick<ReportQuery, 'from' | 'to'>;

/** Every report's query keys start here, one report's with its key. */
export const reportKeys = {
  all: ['report'] as const,
  answer: (report: ReportKey, query: ReportParams) => ['report', report, query] as const,
};

// The report's key is part of the path, so the call builds it and types its own answer.
export const reportApi = {
  answer: (report: ReportKey, query: ReportParams) => requestBuilt<ReportAnswer>(`/api/report/${report}`, { query }),
  /** Where the export of the rows shown downloads from (the same query, with `format`). */
  exportPath: (report: ReportKey) => `/api/report/${report}/export`,
  /** The handover notes of these outbound orders, for printing. */
  notes: (ids: readonly number[]) => request('/api/report/connect/notes', { query: { ids: ids.join(',') } }),
};
