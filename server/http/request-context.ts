import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Site, siteFromHost } from '../../src/domain/site';
import type { Db } from '../db/unit-of-work';
import { type Identity, type SessionHeaders, identityOfToken } from '../services/auth/identity';
import { unauthorized } from './errors';

export type { Identity, SessionHeaders };

declare module 'fastify' {
  interface FastifyRequest {
    site: Site;
  }
}

/** Every request knows its site from the host name (`jrnz.localhost` → jrnz; anything else → jrau). */
export function installSiteResolution(app: FastifyInstance): void {
  app.decorateRequest('site', null as unknown as Site);
  app.addHook('onRequest', async (request) => {
    request.site = siteFromHost(request.headers.host ?? '');
  });
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  return text && text.trim() !== '' ? text.trim().slice(0, 100) : undefined;
};

export function sessionHeaders(request: FastifyRequest): SessionHeaders {
  return {
    storeKey: header(request, 'storeKey'),
    storeId: header(request, 'storeId'),
    deliveryPostcode: header(request, 'delivery-postcode'),
    deliveryCity: header(request, 'delivery-city'),
    deliveryState: header(request, 'delivery-state'),
  };
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const value = header(request, 'authorization');
  const match = value?.match(/^Bearer\s+([A-Za-z0-9._~-]{10,200})$/);
  return match?.[1];
}

/** The identity behind a valid, unexpired access token; 401 otherwise. */
export async function requireIdentity(db: Db, request: FastifyRequest, now: number): Promise<Identity> {
  const identity = await findIdentity(db, request, now);
  if (!identity) throw unauthorized();
  return identity;
}

export async function findIdentity(db: Db, request: FastifyRequest, now: number): Promise<Identity | null> {
  const token = bearerToken(request);
  return token ? identityOfToken(db, token, now) : null;
}
