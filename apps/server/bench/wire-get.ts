import net from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export type WireAnswer = {
  status: number;
  headers: Map<string, string>;
  /** Everything the server sent for this answer: status line, headers and the body as encoded (and chunked) on the wire. */
  wireBytes: number;
  headerBytes: number;
  /** The body decoded (de-chunked and decompressed). */
  body: Buffer;
};

function dechunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/**
 * One GET over a fresh loopback connection, counting the bytes the server sends as a browser
 * receives them (what a client's own decoding would hide): no keep-alive, so the answer ends
 * with the connection.
 */
export function wireGet(url: string, headers: Record<string, string>): Promise<WireAnswer> {
  const target = new URL(url);
  if (target.hostname !== '127.0.0.1') throw new Error('benchmarks send traffic to 127.0.0.1 only');
  const lines = [`GET ${target.pathname}${target.search} HTTP/1.1`, `host: ${target.host}`, 'connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(target.port), '127.0.0.1', () => socket.write(`${lines.join('\r\n')}\r\n\r\n`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks);
      const headEnd = raw.indexOf('\r\n\r\n');
      const [statusLine = '', ...fields] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
      const found = new Map(
        fields.map((field) => [field.slice(0, field.indexOf(':')).toLowerCase(), field.slice(field.indexOf(':') + 1).trim()]),
      );
      let body: Buffer = raw.subarray(headEnd + 4);
      if (found.get('transfer-encoding') === 'chunked') body = dechunked(body);
      const encoding = found.get('content-encoding');
      if (encoding === 'br') body = brotliDecompressSync(body);
      else if (encoding === 'gzip') body = gunzipSync(body);
      resolve({ status: Number(statusLine.split(' ')[1]), headers: found, wireBytes: raw.length, headerBytes: headEnd + 4, body });
    });
  });
}
