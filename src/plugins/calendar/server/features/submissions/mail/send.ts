import type { Core } from '@strapi/strapi';
import { getPluginContext } from '../../../lib/utils';

/**
 * Sends a message through Strapi's e-mail plugin, when a provider is configured (SMTP_HOST: the nodemailer
 * provider, config/plugins.ts). Without one no mail goes out: the submission still works, the admin says so
 * (features/admin/submissions.ts), and the skipped message is only logged. A failed send is logged, never
 * the visitor's or the editor's error: the decision is stored either way.
 */
export const mailConfigured = (strapi: Core.Strapi): boolean => Boolean(strapi.config.get<{ provider?: string }>('plugin::email')?.provider === 'nodemailer');

export async function sendMail(strapi: Core.Strapi, to: string, content: { subject: string; text: string }): Promise<boolean> {
  if (!mailConfigured(strapi)) {
    strapi.log.debug(`calendar: no mail provider configured; not sent: "${content.subject}"`);
    return false;
  }
  const from = getPluginContext(strapi).settings.submissions.mailFrom || undefined;
  try {
    await strapi.plugin('email').service('email').send({ to, from, subject: content.subject, text: content.text });
    return true;
  } catch (error) {
    strapi.log.warn(`calendar: a submission message could not be sent: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
