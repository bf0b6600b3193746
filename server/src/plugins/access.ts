import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { DerivedRoles } from '@venues/contracts';
import { AppError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: signed in AND the derived roles (contracts' deriveRoles) pass the check; else 401/403. */
    requireRoles(check: (r: DerivedRoles) => boolean, message?: string): (req: FastifyRequest) => Promise<void>;
  }
}

export const accessPlugin = fp(async (app) => {
  app.decorate('requireRoles', (check: (r: DerivedRoles) => boolean, message = 'You do not have permission to do this') => {
    return async (req: FastifyRequest) => {
      if (!req.user) await app.requireUser(req);
      if (!check(req.user!.roles)) throw new AppError('FORBIDDEN', message);
    };
  });
});

/** The signed-in user of a protected route (set by requireUser). */
export function currentUser(req: FastifyRequest) {
  if (!req.user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  return req.user;
}
