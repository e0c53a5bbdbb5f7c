import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';

interface AiAdmin {
  isEnabled(): boolean;
}

/** What Strapi's own AI services answer when AI is off (admin `ai.getAiFeatureConfig`, i18n's job of a document). */
const AI_FEATURE_CONFIG_OFF = { data: { isAiI18nConfigured: false, isAiMediaLibraryConfigured: false } };
const NO_LOCALIZATION_JOB = { data: null };

/**
 * Strapi 5.54's admin asks, on every edit view, whether the Enterprise AI features are configured
 * (`GET /admin/ai-feature-config`, content-manager useDocumentActions) and for the document's AI
 * translation job (`GET /i18n/ai-localization-jobs/...`, i18n CMHeaderActions), with no switch to stop it;
 * when AI is off (config/admin.ts `ai.enabled: false`, or no licence) their routes answer 404, which the
 * browser logs as an error on every page. This answers what those services answer when AI is off
 * ("not configured", "no job") instead, for signed-in admins' requests (the routes' own policy then
 * decides nothing secret: it is the site's configuration). When AI is on, Strapi's routes answer.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const aiOff = () => (strapi as unknown as { ai?: { admin?: AiAdmin } }).ai?.admin?.isEnabled() !== true;
  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' || !ctx.get('Authorization')) return next();
    if (ctx.path === '/admin/ai-feature-config' && aiOff()) {
      ctx.body = AI_FEATURE_CONFIG_OFF;
      return;
    }
    if (ctx.path.startsWith('/i18n/ai-localization-jobs/') && aiOff()) {
      ctx.body = NO_LOCALIZATION_JOB;
      return;
    }
    return next();
  };
};
