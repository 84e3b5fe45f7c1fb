import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.ts';

/**
 * The one file of a multipart upload, read whole within the multipart limits (app.ts). A body
 * that is not well-formed multipart (no boundary, cut off inside a part, a broken part header)
 * makes the parser throw a plain error: that is the client's mistake, a 400, never a 500. The
 * limits' own errors (413) and ours keep their status.
 */
export async function readUploadedFile(request: FastifyRequest, missingKey: string): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file) throw badRequest(missingKey);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode !== undefined) throw error;
    request.log.info({ err: error }, 'malformed multipart body');
    throw badRequest();
  }
}
