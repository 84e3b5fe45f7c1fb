import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Orm } from '../db/client.ts';
import { type AuthContext, requireAuth } from './auth.ts';

/**
 * What every service is given: `(ctx, input)`. The connection or transaction to work in, the
 * server (config, clock, database), the request (language, address, audit) and, for signed-in
 * calls, who is acting for which enterprise.
 */
export type PublicContext = { app: FastifyInstance; orm: Orm; request: FastifyRequest; t: FastifyRequest['t'] };
export type Context = PublicContext & { auth: AuthContext; enterpriseId: number; accountId: number };
/**
 * The least a module's function needs of a context: a connection or the caller's transaction, and
 * the enterprise every query is scoped to. Another module's transaction comes in as its `orm`.
 */
export type Scope = Pick<Context, 'orm' | 'enterpriseId'>;

export function publicContextOf(request: FastifyRequest): PublicContext {
  return { app: request.server, orm: request.server.db.orm, request, t: request.t };
}

/** The context of a signed-in call; the guard has authenticated it before any handler runs. */
export function contextOf(request: FastifyRequest): Context {
  const auth = requireAuth(request);
  return { ...publicContextOf(request), auth, enterpriseId: auth.enterpriseId, accountId: auth.accountId };
}

/** Runs `work` in one transaction, its context working in it. */
export function inTransaction<C extends PublicContext, T>(ctx: C, work: (ctx: C) => Promise<T>): Promise<T> {
  return ctx.orm.transaction((tx) => work({ ...ctx, orm: tx }));
}
