import { AddressQuery } from '../../contract/addressfinder';
import { suggestAddresses, verifyAddress } from '../services/delivery/addressfinder/suggest';
import type { Area } from './areas';
import { notFound, parse } from './errors';

/** Spec §7 Address finder: both calls POST with the text in the query and no body. */
export const addressFinderArea: Area = (context) => async (app) => {
  const { db } = context.database;

  app.post('/addressfinder/address', async (request) => {
    const { address } = parse(AddressQuery, request.query, 'query');
    return suggestAddresses(db, request.site, address);
  });

  app.post('/addressfinder/verify', async (request) => {
    const { address } = parse(AddressQuery, request.query, 'query');
    const verified = await verifyAddress(db, request.site, address);
    if (!verified) throw notFound('Address not found');
    return verified;
  });
};
