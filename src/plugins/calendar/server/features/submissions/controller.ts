import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { getPluginContext } from '../../lib/utils';
import { newChallenge } from './challenge';
import { submissionsClosed } from './errors';
import { editSubmission, openSubmission, showSubmission } from './own-submission';
import { submit } from './submit';

/**
 * The submission routes (http/routes/index.ts): public by design (`auth: false`), each guarded here, and
 * never cached (`no-store`, skipped by the answer cache): a challenge is new each time, a submission is private.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async challenge(ctx: Context) {
    const settings = getPluginContext(strapi).settings.submissions;
    if (!settings.enabled) throw submissionsClosed();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await newChallenge(strapi, settings);
  },
  async create(ctx: Context) {
    const { status, body } = await submit(strapi, ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = status;
    ctx.body = body;
  },
  async findOne(ctx: Context) {
    const row = await openSubmission(strapi, String(ctx.params.reference), ctx.query.key);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.body = await showSubmission(strapi, ctx, row);
  },
  async update(ctx: Context) {
    const row = await openSubmission(strapi, String(ctx.params.reference), ctx.query.key);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await editSubmission(strapi, ctx, row);
  },
});
