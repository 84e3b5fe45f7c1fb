import { STATUS } from '@trace/contract/api';
import type { LineRead, ReadsResult } from '@trace/contract/line';
import { request } from '../../../api/http.ts';
import { LATER, queuedSend } from '../../../api/queued-send.ts';

export const stationApi = {
  task: (taskId: number) => request('/api/plant/tasks/{id}/station', { params: { id: taskId }, quietOffline: true, shownInPage: LATER }),
  /** The queue's sender: no answer or a server error is "offline" (retry), a refusal is shown on the page. */
  send: (taskId: number, reads: LineRead[]): Promise<ReadsResult> =>
    queuedSend(() =>
      request('/api/plant/tasks/{id}/reads', {
        method: 'POST',
        params: { id: taskId },
        body: { reads },
        quietOffline: true,
        shownInPage: [...LATER, STATUS.CONFLICT, STATUS.VALIDATION, STATUS.NOT_FOUND],
      }),
    ),
};
