import { pipeline, type Readable, type Transform } from 'node:stream';

/**
 * A response body made of a chain of streams. `.pipe()` leaves an error in an earlier stream
 * unhandled, and an unhandled stream error ends the process; here an error anywhere destroys the
 * body, so Fastify ends that one response (an error answer before the first byte, a cut
 * connection after it) and logs it.
 */
export function streamBody(source: Readable, ...transforms: Transform[]): Readable {
  if (transforms.length === 0) return source;
  // Fastify logs the body's error; a client that went away needs no log line here either.
  return pipeline(source, ...(transforms as [Transform]), () => {}) as unknown as Readable;
}
