import { z } from 'zod/mini';

/**
 * The contract is written in zod/mini so the browser ships no message text, and zod/mini alone says
 * only "Invalid input". A 400 must name what is wrong (`body.quantity: Too small: expected number to
 * be >=1`), so the server loads zod's English messages once, for every schema, before any request.
 */
z.config(z.locales.en());
