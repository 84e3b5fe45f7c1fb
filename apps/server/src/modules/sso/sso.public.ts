import type { FastifyInstance } from 'fastify';
import { accountSelfRoutes } from './account-self.routes.ts';
import { loginlogRoutes } from './loginlog.routes.ts';
import { ssoRoutes } from './sso.routes.ts';

/**
 * What other modules may use of sign-in: the sign-in history as a read model, and the module's
 * routes (sign-in and out, the signed-in account itself, the console's sign-in report).
 */

export async function ssoModule(app: FastifyInstance) {
  await app.register(ssoRoutes);
  await app.register(accountSelfRoutes);
  await app.register(loginlogRoutes);
}

export { latestSignIns, type SignInRow, signInCounts } from './sso.repo.ts';
