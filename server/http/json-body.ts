import type { FastifyInstance } from 'fastify';

/**
 * Spec §7 sends Content-Type application/json on every call, bodiless ones included (freeze,
 * unFreeze, DELETE, the address finder's POSTs). Fastify refuses an empty JSON body; we read it as
 * no body instead, and keep Fastify's own parser (which also refuses prototype poisoning) for the rest.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (String(body).trim() === '') return done(null, undefined);
    return json(request, String(body), done);
  });
}
