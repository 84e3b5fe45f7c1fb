import { STATUS } from '@trace/contract/api';
import type { LineRead, ReadsResult } from '@trace/contract/line';
import { ApiError, request } from '../../../api/http.ts';
import { SendFailure } from './read-sync.ts';

/** Answers that mean "try again later" for the station's queue rather than a refusal. */
const LATER: readonly number[] = [STATUS.INTERNAL, STATUS.UNAVAILABLE, STATUS.TOO_MANY_REQUESTS];

export const stationApi = {
  task: (taskId: number) => request('/api/plant/tasks/{id}/station', { params: { id: taskId }, quietOffline: true, shownInPage: LATER }),
  /** The queue's sender: no answer or a server error is "offline" (retry), a refusal is shown on the page. */
  async send(taskId: number, reads: LineRead[]): Promise<ReadsResult> {
    try {
      return await request('/api/plant/tasks/{id}/reads', {
        method: 'POST',
        params: { id: taskId },
        body: { reads },
        quietOffline: true,
        shownInPage: [...LATER, STATUS.CONFLICT, STATUS.VALIDATION, STATUS.NOT_FOUND],
      });
    } catch (error) {
      if (error instanceof ApiError)
        throw new SendFailure(error.message, error.statusCode === 0 || LATER.includes(error.statusCode) || error.statusCode >= 500);
      throw error;
    }
  },
};
