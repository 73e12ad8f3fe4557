import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { defaultErrorBody } from './albanian-messages';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or URL too large, a malformed
 * request, a client too slow) leave in the API's own error shape too.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(defaultErrorBody(status));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
