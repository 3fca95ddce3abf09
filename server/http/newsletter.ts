import { BOT_CHECK_FAILED } from '../../contract/bot-check';
import { NewsletterSubscribeBody, type NewsletterSubscribeResponse } from '../../contract/newsletter';
import { subscribeToNewsletter } from '../services/content/newsletter';
import type { Area } from './areas';
import { badRequest, parse } from './errors';

/** Spec §1 "Subscribe to a newsletter": the form is public, behind the invisible bot check. */
export const newsletterArea: Area = (context) => async (app) => {
  app.post('/newsletter/subscribe', async (request): Promise<NewsletterSubscribeResponse> => {
    const body = parse(NewsletterSubscribeBody, request.body, 'body');
    const outcome = await subscribeToNewsletter(context.database.db, request.site.code, body, context.now());
    if (outcome.type === 'botCheckFailed') throw badRequest(BOT_CHECK_FAILED);
    return { subscribed: true };
  });
};
