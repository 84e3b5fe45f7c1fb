import http from 'node:http';
import type { Socket } from 'node:net';
import { STATUS } from '@trace/contract/api';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { languageOf, translator } from './i18n.ts';
import { securityHeaders } from './security-headers.ts';

/**
 * A request Node could not even parse (headers over the size limit, broken HTTP, a client that
 * took too long) never reaches a route, so the error handler never sees it. It still leaves in
 * the envelope, in English since its headers were not read, and the connection is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const t = translator('en');
  const [status, statusCode, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, STATUS.PAYLOAD_TOO_LARGE, t('errors.payloadTooLarge')]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, STATUS.BAD_REQUEST, t('errors.badRequest')]
        : [400, STATUS.BAD_REQUEST, t('errors.badRequest')];
  const body = JSON.stringify({ status_code: statusCode, message, data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * A URL the router cannot take (a percent-encoding that is not UTF-8, a path parameter over its
 * length limit) never reaches a route either: the envelope too, in the client's language, with
 * the security headers.
 */
export function answerRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // Before any hook: the headers every answer carries are set here.
  securityHeaders(request.raw, reply.raw, () => {});
  const t = translator(languageOf(request.headers['accept-language']));
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return reply.code(tooLong ? 414 : 400).send({
    status_code: tooLong ? STATUS.PAYLOAD_TOO_LARGE : STATUS.BAD_REQUEST,
    message: t(tooLong ? 'errors.payloadTooLarge' : 'errors.badRequest'),
    data: null,
  });
}
