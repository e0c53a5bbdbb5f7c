import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { forbidden } from '../core/errors';
import { authenticateOnce } from './authenticate';

interface AuthService {
  verify(auth: unknown, config: { scope: string[] }): Promise<void>;
}

/**
 * Strapi's own authentication and permission check for one calendar action, run by the controller.
 *
 * Write routes declare `auth: false` so that the body is validated first: the original answers 400 to
 * an invalid write before it looks at credentials (contract 9, 11). This then authenticates with the
 * same strategies (API tokens, users-permissions) and verifies the same scope Strapi would have, so
 * roles and tokens in the admin govern writes exactly as they govern routes Strapi guards itself.
 */
export async function authorize(strapi: Core.Strapi, ctx: Context, action: string): Promise<void> {
  const auth = strapi.get('auth') as AuthService;
  const hasCredentials = Boolean(ctx.get('authorization'));
  await authenticateOnce(strapi, ctx);
  if (!ctx.state.isAuthenticated) throw forbidden(false);
  try {
    await auth.verify(ctx.state.auth, { scope: [action] });
  } catch {
    throw forbidden(hasCredentials);
  }
}
