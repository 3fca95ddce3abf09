import type { FastifyRequest } from 'fastify';
import {
  AddressBody,
  AddressParams,
  AddressUpdateBody,
  ChangePasswordBody,
  CustomerUpdateBody,
  EmailSubscriptionsBody,
  PreferencesBody,
} from '../../contract/account';
import { cookieNames } from '../../src/domain/site';
import {
  type AccountCaller,
  accountDetails,
  changePassword,
  deactivate,
  emailSubscriptions,
  saveEmailSubscriptions,
  savePreferences,
  updateCustomer,
} from '../services/account/account';
import { addAddress, deleteAddress, updateAddress } from '../services/account/addresses';
import { loadSession } from '../services/auth/session-service';
import type { Area } from './areas';
import { parse, unauthorized } from './errors';
import { bearerToken, requireIdentity } from './request-context';

/** Spec §7 Account: the signed-in customer's own details, password, addresses, preferences and subscriptions. */
export const accountArea: Area = (context) => async (app) => {
  const { db } = context.database;

  /** Only a signed-in customer: a guest, with an anonymous token or none, gets 401 before anything is read. */
  const callerOf = async (request: FastifyRequest): Promise<AccountCaller> => {
    const now = context.now();
    const identity = await requireIdentity(db, request, now);
    if (!identity.customerId) throw unauthorized();
    const session = await loadSession(db, request.cookies?.[cookieNames(request.site.brand).session], request.site.brand, now);
    const own = session?.token?.customerId === identity.customerId ? session.token.refreshToken : undefined;
    const access = bearerToken(request);
    return {
      customerId: identity.customerId,
      site: request.site,
      address: request.ip,
      ...(own ? { ownRefreshToken: own } : {}),
      ...(access ? { ownAccessToken: access } : {}),
    };
  };

  app.get('/account/details', async (request) => accountDetails(db, (await callerOf(request)).customerId));

  app.put('/account/customer', async (request) => {
    const caller = await callerOf(request);
    return updateCustomer(db, caller, parse(CustomerUpdateBody, request.body, 'body'), context.now());
  });

  app.put('/account/change/password', async (request) => {
    const caller = await callerOf(request);
    return changePassword(db, caller, parse(ChangePasswordBody, request.body, 'body'), context.now());
  });

  app.post('/account/address', async (request, reply) => {
    const caller = await callerOf(request);
    return reply.status(201).send(await addAddress(db, caller, parse(AddressBody, request.body, 'body'), context.now()));
  });

  app.put('/account/address', async (request) => {
    const caller = await callerOf(request);
    return updateAddress(db, caller, parse(AddressUpdateBody, request.body, 'body'));
  });

  app.delete('/account/address/:id', async (request) => {
    const caller = await callerOf(request);
    return deleteAddress(db, caller, parse(AddressParams, request.params, 'params').id);
  });

  app.post('/account/customer/preferences', async (request) => {
    const caller = await callerOf(request);
    return savePreferences(db, caller, parse(PreferencesBody, request.body, 'body'));
  });

  app.get('/account/email-subscriptions', async (request) => emailSubscriptions(db, await callerOf(request)));

  app.post('/account/email-subscriptions', async (request) => {
    const caller = await callerOf(request);
    return saveEmailSubscriptions(db, caller, parse(EmailSubscriptionsBody, request.body, 'body'), context.now());
  });

  app.patch('/account/customer/deactivate', async (request) => deactivate(db, await callerOf(request), context.now()));
};
