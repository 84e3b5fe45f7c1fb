import { z } from 'zod';

/** Kinds of background job; each module registers the handler of its own. */
export const JOB_KINDS = ['code_generation', 'wms_upload'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** A queued or running job of the enterprise, as the console's indicator shows it. */
export const runningJob = z.object({
  id: z.number(),
  kind: z.string(),
  /** What it works on in its module's terms (a code order's id) and how that is named. */
  subject: z.number(),
  label: z.string(),
  state: z.enum(['queued', 'running']),
  done: z.number(),
  total: z.number(),
  created_at: z.string(),
  started_at: z.string().nullable(),
});
export type RunningJob = z.infer<typeof runningJob>;
