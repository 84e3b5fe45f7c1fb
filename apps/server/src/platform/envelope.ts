import { type Envelope, STATUS } from '@trace/contract/api';

export function ok<T>(data: T, message = 'success'): Envelope<T> {
  return { status_code: STATUS.OK, message, data };
}
