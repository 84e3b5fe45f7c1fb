import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.ts';

/**
 * The one file of a multipart upload, read whole within the multipart limits (app.ts). A body
 * that is not well-formed multipart (no boundary, cut off inside a part, a broken part header)
 * makes the parser throw a plain error: that is the client's mistake, a 400, never a 500. The
 * limits' own errors (413) and ours keep their status.
 */
export async function readUploadedFile(request: FastifyRequest, missingKey: string): Promise<Buffer> {
  return (await readNamedUpload(request, missingKey)).bytes;
}

/** The same, with the file's name as the browser sent it, for a route taking files up to `fileSize`. */
export async function readNamedUpload(
  request: FastifyRequest,
  missingKey: string,
  fileSize?: number,
): Promise<{ bytes: Buffer; name: string }> {
  try {
    const file = await request.file(fileSize === undefined ? undefined : { limits: { fileSize } });
    if (!file) throw badRequest(missingKey);
    return { bytes: await file.toBuffer(), name: file.filename };
  } catch (error) {
    // A body that is no multipart form at all (JSON, or none) holds no file: said as such, not as a 406.
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest('errors.uploadNotMultipart');
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode !== undefined) throw error;
    request.log.info({ err: error }, 'malformed multipart body');
    throw badRequest();
  }
}
