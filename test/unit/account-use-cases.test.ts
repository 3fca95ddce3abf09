import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../src/application/tokens';
import { accountUseCases } from '../../src/application/use-cases/account';
import { accountManageUseCases } from '../../src/application/use-cases/account-manage';
import { resolve } from '../../src/composition/container';
import { createTestContainer } from '../support/test-container';
import type { SessionToken } from '../../src/domain/session';

const signedIn: SessionToken = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiryDate: '2030-01-01T00:00:00Z',
  isLoggedIn: true,
  customerId: 'memory-customer',
  anonymousId: 'anon-1',
};
const HOME = {
  firstName: 'Grace',
  lastName: 'Hopper',
  addressLine1: '12 Harbour Street',
  city: 'Sydney',
  postalCode: '2000',
  state: 'NSW',
  country: 'AU' as const,
};

async function setup(token: SessionToken | null = signedIn) {
  const { container, fakes } = createTestContainer({ token });
  resolve(container, TOKENS.AnalyticsSubscriber);
  const session = resolve(container, TOKENS.SessionUseCases);
  await session.loadSession();
  const view = resolve(container, TOKENS.AccountView);
  const account = accountUseCases({
    bff: fakes.bff,
    session,
    sessionView: resolve(container, TOKENS.SessionView),
    view,
    recorder: resolve(container, TOKENS.Recorder),
  });
  const manage = accountManageUseCases({
    bff: fakes.bff,
    account,
    cart: resolve(container, TOKENS.CartUseCases),
    drawers: resolve(container, TOKENS.DrawersUseCases),
  });
  const events = () => fakes.analytics.dataLayer.map((push) => push.event).filter(Boolean);
  return { fakes, view, account, manage, events, dataLayer: fakes.analytics.dataLayer };
}

describe('the account data (spec §4 Customer account)', () => {
  it('loads for a logged-in session, and identifies the customer once by hashed fields only', async () => {
    const { view, account, events, dataLayer } = await setup();
    await account.refresh();
    await account.refresh();
    expect(view.getSnapshot()).toMatchObject({ status: 'ready', customer: { firstName: 'Grace' } });
    expect(events().filter((e) => e === 'user_identify')).toHaveLength(1);
    const identify = dataLayer.find((push) => push.event === 'user_identify') as Record<string, unknown>;
    expect(identify).toMatchObject({ emailSha256: 'a1'.repeat(32), firstnameSha256: 'b2'.repeat(32) });
    expect(JSON.stringify(identify)).not.toContain('maker@example.com');
  });

  it('is null for a session that is not logged in, and asks the server nothing', async () => {
    const { view, account, fakes } = await setup(null);
    await account.refresh();
    expect(view.getSnapshot()).toEqual({ status: 'none', customer: null });
    expect(fakes.bff.customerAccount.calls).toEqual([]);
  });

  it('is refreshed after every change, so an added address shows at once as the default', async () => {
    const { view, account, manage, fakes } = await setup();
    await account.refresh();
    const added = await manage.addAddress(HOME);
    expect(added.ok).toBe(true);
    expect(view.getSnapshot().customer?.customerAddresses).toMatchObject([{ addressLine1: '12 Harbour Street', isDefault: true }]);
    expect(fakes.bff.customerAccount.calls).toEqual(['details', 'addAddress', 'details']);
  });

  it('changes the password only with the old one, and says why not', async () => {
    const { manage } = await setup();
    const wrong = await manage.changePassword('not-it-1234', 'Another-Pass-2027');
    expect(wrong.ok ? null : wrong.error.message).toBe('body.oldPassword: Your current password is not right');
    expect((await manage.changePassword('Maker-Pass-2026', 'Another-Pass-2027')).ok).toBe(true);
  });

  it('records deactivate_account and clears the account when deactivated', async () => {
    const { view, account, manage, events } = await setup();
    await account.refresh();
    expect((await manage.deactivate()).ok).toBe(true);
    expect(events()).toContain('deactivate_account');
    expect(view.getSnapshot().customer).toBeNull();
  });

  it('records submit_return_form with the items chosen when a return is advised', async () => {
    const { account, events, dataLayer } = await setup();
    account.returnSubmitted('JAU1000001', [{ sku: 'AB1234', quantity: 1, reason: 'faulty' }]);
    expect(events()).toContain('submit_return_form');
    expect(dataLayer.find((push) => push.event === 'submit_return_form')).toMatchObject({
      order_number: 'JAU1000001',
      items: [{ item_id: 'AB1234', quantity: 1, reason: 'faulty' }],
    });
  });

  it("turns the deep email check into the field's message, and lets the shopper go on when the account check cannot answer", async () => {
    const { account } = await setup(null);
    expect(await account.checkEmail('bounce@example.com')).toEqual({ ok: false, message: 'This email address cannot receive mail' });
    expect(await account.checkEmail('maker@example.com')).toEqual({ ok: true, exists: null });
  });
});
