import type { Language } from '@trace/i18n/languages';
import type { TFunction } from 'i18next';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { AuthContext } from './auth.ts';
import type { Clock } from './clock.ts';
import type { DeclaredRoute } from './guard.ts';
import type { Permission } from './permission.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    clock: Clock;
    declaredRoutes: DeclaredRoute[];
  }
  interface FastifyRequest {
    lang: Language;
    t: TFunction;
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    permission?: Permission;
  }
}
