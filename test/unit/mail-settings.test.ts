import { describe, expect, it } from 'vitest';
import { html } from '../../server/services/mail/html';
import { retryDelayMs } from '../../server/services/mail/retry';
import { describeMail, parseMailSettings } from '../../server/services/mail/settings';

const parse = (env: Record<string, string>, devMailbox = false) => parseMailSettings(env, { devMailbox, port: 8080 });

describe('mail settings', () => {
  it('sends by SMTP when SMTP_URL is set, to the dev mailbox when that is on, and to the log otherwise', () => {
    expect(parse({ SMTP_URL: 'smtp://shop:pw@mail.example.com:587' }, true)).toMatchObject({ ok: true, settings: { adapter: { kind: 'smtp' } } });
    expect(parse({ SMTP_URL: 'smtps://mail.example.com' })).toMatchObject({ ok: true, settings: { adapter: { kind: 'smtp' } } });
    expect(parse({}, true)).toMatchObject({ ok: true, settings: { adapter: { kind: 'mailbox' } } });
    expect(parse({ SMTP_URL: ' ' })).toMatchObject({ ok: true, settings: { adapter: { kind: 'log' } } });
  });

  it('refuses an SMTP_URL or MAIL_FROM it does not understand, and never prints the password', () => {
    for (const url of ['http://mail.example.com', 'mail.example.com:25', 'smtp://']) expect(parse({ SMTP_URL: url })).toMatchObject({ ok: false });
    expect(parse({ MAIL_FROM: 'not an address' })).toMatchObject({ ok: false });
    const setting = parse({ SMTP_URL: 'smtp://shop:hunter22@mail.example.com:587' });
    if (!setting.ok) throw new Error(setting.message);
    expect(describeMail(setting.settings)).toBe(
      'Mail: SMTP to smtp://mail.example.com:587 as shop, from Jolt Components <hello@joltcomponents.example> and Rigtech Makers <hello@rigtechmakers.example>',
    );
    expect(describeMail(setting.settings)).not.toContain('hunter22');
  });

  it('sends each brand under its own name from MAIL_FROM given as a bare address, and a named one as it is', () => {
    const bare = parse({ MAIL_FROM: 'orders@shop.example.org' });
    expect(bare.ok && bare.settings.from).toEqual({
      jc: 'Jolt Components <orders@shop.example.org>',
      rtm: 'Rigtech Makers <orders@shop.example.org>',
    });
    const named = parse({ MAIL_FROM: 'The Shop <orders@shop.example.org>' });
    expect(named.ok && named.settings.from).toEqual({ jc: 'The Shop <orders@shop.example.org>', rtm: 'The Shop <orders@shop.example.org>' });
  });

  it('links to SHOP_ORIGIN, by default the jrau host on the port', () => {
    const plain = parse({});
    expect(plain.ok && plain.settings.shopOrigin).toBe('http://jrau.localhost:8080');
    const set = parse({ SHOP_ORIGIN: 'https://jrau.example.com/' });
    expect(set.ok && set.settings.shopOrigin).toBe('https://jrau.example.com');
    expect(parse({ SHOP_ORIGIN: 'jrau.example.com/path' })).toMatchObject({ ok: false });
  });
});

describe('mail markup and retries', () => {
  it('escapes every value put into a mail, nested or not', () => {
    const name = `<img src=x onerror="alert(1)"> & 'co'`;
    const out = html`<p>${name}</p><ul>${[name].map((n) => html`<li>${n}</li>`)}</ul>`.value;
    expect(out).toBe(
      '<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;co&#39;</p><ul><li>&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;co&#39;</li></ul>',
    );
  });

  it('waits longer after each refused try, up to an hour', () => {
    const waits = [1, 2, 3, 4, 20].map(retryDelayMs);
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000]);
  });
});
