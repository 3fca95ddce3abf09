import type { Result } from '../../domain/shared';
import type { ApiError } from './api-error';

/**
 * Spec §1 "Subscribe to a newsletter": POST /api/bff/newsletter/subscribe with the bot-check token
 * (undefined when none could be had: the server then answers 400 "Bot check failed").
 */
export interface NewsletterService {
  subscribe(email: string, botCheckToken: string | undefined, options?: { readonly signal?: AbortSignal }): Promise<Result<void, ApiError>>;
}
