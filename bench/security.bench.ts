import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { BOT_CHECK_REQUIRED_STATUS } from '../contract/auth';
import { parseDevFeatures } from '../server/dev-features';
import { giftCardHash } from '../server/services/payments/gift-cards';
import { ACCOUNT_PROBES, type AccountProbe } from '../server/services/account/probes';
import { setAnonymousSessionCap } from '../server/services/auth/anonymous-cap';
import { hashPassword } from '../server/services/auth/passwords';
import { type ApiResponse, type RequestOptions, type TestServer, startTestServer } from '../test/integration/harness';

/** The bench runs the shop on SQLite (the default): its raw connection, for the counts and the file it reads. */
function sqliteOf(server: TestServer) {
  if (!server.database.sqlite) throw new Error('The security bench reads SQLite: run it without TEST_DATABASE=postgres.');
  return server.database.sqlite;
}

/**
 * The attacks of issue 19, tried against the real server as a script would, with what got through of each
 * (every figure in "got through" should be 0) and what one guess at a password costs a script once the
 * account is under attack. Nothing here passes or fails: `npm run bench` prints it, and the limits are
 * proved by the integration tests named beside each row.
 */
export interface AttackFigure {
  readonly attack: string;
  /** What the attacker tried. */
  readonly tried: number;
  /** What the shop answered as the attacker hoped (a secret checked, a mail sent, a number kept…) beyond what the limit allows. */
  readonly gotThrough: number;
  readonly detail: string;
}

export interface GuessCost {
  /** Leading zero bits the last guess had to prove. */
  readonly difficulty: number;
  readonly guesses: number;
  /** sha256 hashes a script computed for all the guesses, and its time on one core of this machine. */
  readonly hashes: number;
  readonly seconds: number;
}

export interface SecurityFigures {
  readonly attacks: readonly AttackFigure[];
  readonly guessCost: GuessCost;
}

const CARD = '4111 1111 1111 1111';
const CARD_SPELLINGS = ['4111111111111111', CARD, '4111-1111-1111-1111'];
const PASSWORD = 'oscilloscope-12';

/** A shopper's or an attacker's request from one client address, through the one proxy the server trusts. */
function client(server: TestServer) {
  let serial = 0;
  const from = (address: string, options: RequestOptions = {}): RequestOptions => ({
    ...options,
    headers: { ...options.headers, 'x-forwarded-for': address },
  });
  const call = (address: string, method: string, path: string, options: RequestOptions = {}) =>
    server.request(method, `/api/bff${path}`, from(address, options)).catch((error: Error) => {
      throw new Error(`${method} ${path}: ${error.message}`);
    });
  const signUp = async (address: string) => {
    serial += 1;
    const body = { email: `victim${serial}@example.com`, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' };
    const res = await call(address, 'POST', '/account/customer', { body });
    if (res.status !== 201) throw new Error(`sign-up refused: ${res.status} ${res.text}`);
    return { email: body.email, token: (res.body as { accessToken: string }).accessToken };
  };
  return { call, signUp, from };
}

/**
 * Solves a challenge as a script would, with Node's native sha256 on one core, in a worker thread: the server
 * under attack runs in this process, and a second of blocked event loop would stall it rather than the script.
 */
const SOLVER = `
const { parentPort, workerData } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const { salt, difficulty } = workerData;
for (let nonce = 0; ; nonce++) {
  if (Math.clz32(createHash('sha256').update(salt + nonce).digest().readUInt32BE(0)) >= difficulty) { parentPort.postMessage(nonce); break; }
}`;
function solve(challenge: { challengeId: string; difficulty: number; salt: string }): Promise<{ token: string; hashes: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(SOLVER, { eval: true, workerData: { salt: challenge.salt, difficulty: challenge.difficulty } });
    worker.once('message', (nonce: number) => resolve({ token: `${challenge.challengeId}.${nonce}`, hashes: nonce + 1 }));
    worker.once('error', reject);
  });
}

const count = (answers: readonly ApiResponse[], status: number) => answers.filter((a) => a.status === status).length;
let addressSerial = 0;
const newAddress = () => {
  addressSerial += 1;
  return `203.0.${113 + (addressSerial >> 8)}.${addressSerial & 255}`;
};

export async function securityFigures(): Promise<SecurityFigures> {
  const attacks: AttackFigure[] = [];

  // 1. A shop started the way the README says: is there a mailbox showing the victim's reset link?
  const asStarted = parseDevFeatures({});
  const plain = await startTestServer({ devMailbox: asStarted.ok && asStarted.features.mailbox, trustProxy: 1 });
  try {
    const { call, signUp } = client(plain);
    const victim = await signUp(newAddress());
    await call(newAddress(), 'POST', '/account/forgot-password', { body: { email: victim.email } });
    const mailbox = await plain.request('GET', '/dev/mailbox');
    attacks.push({
      attack: 'reset link read from /dev/mailbox (default start)',
      tried: 1,
      gotThrough: mailbox.status === 200 && mailbox.text.includes('reset-password?token=') ? 1 : 0,
      detail: `GET /dev/mailbox → ${mailbox.status}`,
    });
  } finally {
    await plain.close();
  }

  const server = await startTestServer({ trustProxy: 1 });
  try {
    const { call, signUp } = client(server);

    // 2. Wrong passwords with a forged X-Forwarded-For entry before the real one (a proxy that appends).
    {
      const victim = await signUp(newAddress());
      const real = newAddress();
      const answers: ApiResponse[] = [];
      for (let i = 0; i < 40; i++) {
        answers.push(
          await server.request('POST', '/api/bff/auth/signin', {
            headers: { 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}, ${real}` },
            body: { email: victim.email, password: `wrong-${i}` },
          }),
        );
      }
      const checked = count(answers, 401);
      attacks.push({
        attack: 'wrong passwords, forged leftmost X-Forwarded-For',
        tried: 40,
        gotThrough: Math.max(0, checked - 5),
        detail: `${checked} checked (5 allowed), ${count(answers, 429)} × 429`,
      });
    }

    // 3. Card numbers typed into free text that is stored or shown to others.
    {
      const shopper = await signUp(newAddress());
      const address = newAddress();
      const project = sqliteOf(server).prepare("SELECT id FROM projects WHERE site = 'jrau' AND kind = 'project' LIMIT 1").get() as {
        id: string;
      };
      const competitions = await call(address, 'GET', '/makerhub/competitions', { token: shopper.token });
      const open = (competitions.body as { competitions: Array<{ slug: string; status: string }> }).competitions.find((c) => c.status === 'open');
      const writes = [
        call(address, 'POST', '/lists/list', { token: shopper.token, body: { name: `Birthday ${CARD}` } }),
        call(address, 'POST', '/lists/projects', { token: shopper.token, body: { name: `Robot ${CARD}`, productIds: [] } }),
        call(address, 'POST', '/lists/bookmark-project', {
          token: shopper.token,
          body: { name: `Build ${CARD}`, projectId: project.id, status: 'saved' },
        }),
        ...(open
          ? [call(address, 'POST', `/makerhub/competitions/${open.slug}/entries`, { token: shopper.token, body: { text: `Paid with ${CARD}` } })]
          : []),
      ];
      const written = await Promise.all(writes);
      const reads = await Promise.all([
        call(address, 'GET', '/lists/list', { token: shopper.token }),
        call(address, 'GET', '/lists/projects', { token: shopper.token }),
        call(address, 'GET', '/makerhub/community/entries?limit=50'),
      ]);
      sqliteOf(server).pragma('wal_checkpoint(TRUNCATE)');
      const dir = dirname(sqliteOf(server).name);
      const stored = readdirSync(dir).map((name) => readFileSync(join(dir, name)));
      const served = [...written, ...reads].map((res) => Buffer.from(res.text));
      const kept = [...stored, ...served].filter((bytes) => CARD_SPELLINGS.some((spelling) => bytes.includes(Buffer.from(spelling)))).length;
      attacks.push({
        attack: 'card numbers kept in lists, bookmarks, competition entries',
        tried: writes.length,
        gotThrough: kept,
        detail: `${written.filter((w) => w.status < 300).length} saved, full number found in ${kept} answers or database files`,
      });
    }

    // 4. Guesses at one account from 10 addresses, never solving a bot check; then what solving costs.
    let guessCost: GuessCost;
    {
      const victim = await signUp(newAddress());
      const addresses = Array.from({ length: 10 }, newAddress);
      const answers: ApiResponse[] = [];
      for (let i = 0; i < 50; i++)
        answers.push(await call(addresses[i % 10]!, 'POST', '/auth/signin', { body: { email: victim.email, password: `wrong-${i}` } }));
      const checked = count(answers, 401);
      attacks.push({
        attack: 'guesses at one account from 10 addresses, unsolved',
        tried: 50,
        gotThrough: Math.max(0, checked - 5),
        detail: `${checked} checked (5 allowed), ${count(answers, BOT_CHECK_REQUIRED_STATUS)} × 428, ${count(answers, 429)} × 429`,
      });

      // The script now solves every challenge it is asked for, at the difficulty the 428 names, from a fresh
      // address each time (its first ten are locked out of the account by now).
      let hashes = 0;
      let difficulty = 0;
      let guesses = 0;
      const started = performance.now();
      for (let i = 0; i < 20; i++) {
        const address = newAddress();
        const refused = await call(address, 'POST', '/auth/signin', { body: { email: victim.email, password: `solved-${i}` } });
        if (refused.status !== BOT_CHECK_REQUIRED_STATUS) continue;
        const asked = (refused.body as { botCheckDifficulty?: number }).botCheckDifficulty;
        const challenge = await call(address, 'GET', `/bot-check/challenge${asked ? `?difficulty=${asked}` : ''}`);
        if (challenge.status !== 200) continue;
        const solved = await solve(challenge.body as { challengeId: string; difficulty: number; salt: string });
        hashes += solved.hashes;
        difficulty = (challenge.body as { difficulty: number }).difficulty;
        await call(address, 'POST', '/auth/signin', { body: { email: victim.email, password: `solved-${i}`, botCheckToken: solved.token } });
        guesses += 1;
      }
      guessCost = { difficulty, guesses, hashes, seconds: (performance.now() - started) / 1000 };
    }

    // 5. Sign-up and checkCustomerExists probes telling whether an account exists, from one address: a few
    // answers are a shopper's; past them an unsolving script is refused, and a solving one only up to the most.
    {
      const known = await signUp(newAddress());
      const probes: ReadonlyArray<readonly [string, string, AccountProbe, unknown]> = [
        ['sign-up', '/account/customer', ACCOUNT_PROBES.signUp, { email: known.email, password: PASSWORD, firstName: 'Eve', lastName: 'Probe' }],
        ['checkCustomerExists', '/account/checkCustomerExists', ACCOUNT_PROBES.customerExists, { email: known.email }],
      ];
      for (const [name, path, probe, body] of probes) {
        const address = newAddress();
        const unsolved: ApiResponse[] = [];
        for (let i = 0; i < 40; i++) unsolved.push(await call(address, 'POST', path, { body }));
        const told = unsolved.filter((a) => a.status === 200 || a.status === 409).length;
        attacks.push({
          attack: `${name} probes for a known email, one address`,
          tried: 40,
          gotThrough: Math.max(0, told - probe.free.max),
          detail: `${told} told (${probe.free.max} free), ${count(unsolved, BOT_CHECK_REQUIRED_STATUS)} × 428, ${count(unsolved, 429)} × 429`,
        });
        const solved: ApiResponse[] = [];
        for (let i = 0; i < 40; i++) {
          const challenge = await call(newAddress(), 'GET', '/bot-check/challenge');
          solved.push(
            await call(address, 'POST', path, {
              body: {
                ...(body as object),
                botCheckToken: (await solve(challenge.body as { challengeId: string; difficulty: number; salt: string })).token,
              },
            }),
          );
        }
        const alsoTold = solved.filter((a) => a.status === 200 || a.status === 409).length;
        attacks.push({
          attack: `${name} probes, the script solving every check`,
          tried: 40,
          gotThrough: Math.max(0, told + alsoTold - probe.most.max),
          detail: `${alsoTold} more told (${probe.most.max} at most), ${count(solved, 429)} × 429`,
        });
      }
    }

    // 6. A reset-mail flood, and a reset asked for by another site's form.
    {
      const victim = await signUp(newAddress());
      const address = newAddress();
      const before = Number((sqliteOf(server).prepare('SELECT count(*) AS n FROM mailbox WHERE recipient = ?').get(victim.email) as { n: number }).n);
      for (let i = 0; i < 40; i++) await call(address, 'POST', '/account/forgot-password', { body: { email: victim.email } });
      const mails =
        Number((sqliteOf(server).prepare('SELECT count(*) AS n FROM mailbox WHERE recipient = ?').get(victim.email) as { n: number }).n) - before;
      const live = Number(
        (
          sqliteOf(server)
            .prepare(
              'SELECT count(*) AS n FROM password_resets r JOIN customers c ON c.id = r.customer_id WHERE c.email = ? AND r.used_at IS NULL AND r.expires_at > ?',
            )
            .get(victim.email, Date.now()) as { n: number }
        ).n,
      );
      attacks.push({
        attack: 'reset mails from 40 calls, one address',
        tried: 40,
        gotThrough: Math.max(0, live - 1),
        detail: `${mails} mails sent, ${live} live reset link(s)`,
      });
      const forged = await call(newAddress(), 'POST', '/account/forgot-password', {
        form: { email: victim.email },
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      });
      attacks.push({
        attack: 'cross-site form post to forgot-password',
        tried: 1,
        gotThrough: forged.status < 300 ? 1 : 0,
        detail: `answered ${forged.status}`,
      });
    }

    // 7. Anonymous tokens and bot-check challenges in bulk.
    {
      // The cap on live anonymous sessions, lowered for the bench as an operator would for a small disk.
      const cap = setAnonymousSessionCap({ max: 500, checkEvery: 50 });
      const answers: ApiResponse[] = [];
      const addresses = Array.from({ length: 20 }, newAddress);
      try {
        for (let i = 0; i < 2_000; i++) answers.push(await call(addresses[i % 20]!, 'GET', '/auth/accessToken'));
      } finally {
        setAnonymousSessionCap(cap);
      }
      const live = Number((sqliteOf(server).prepare('SELECT count(*) AS n FROM refresh_tokens WHERE customer_id IS NULL').get() as { n: number }).n);
      attacks.push({
        attack: 'anonymous tokens, 2,000 from 20 addresses (cap 500)',
        tried: 2_000,
        gotThrough: Math.max(0, live - 550),
        detail: `${count(answers, 200)} minted, ${count(answers, 429)} × 429, ${live} anonymous session rows kept (cap 500, checked every 50 mints)`,
      });
      const address = newAddress();
      const challenges: ApiResponse[] = [];
      for (let i = 0; i < 500; i++) challenges.push(await call(address, 'GET', '/bot-check/challenge'));
      const served = count(challenges, 200);
      attacks.push({
        attack: 'bot-check challenges, 500 from one address',
        tried: 500,
        gotThrough: 0,
        detail: `${served} served (the per-address allowance), ${count(challenges, 429)} × 429`,
      });
    }

    // 8. The right gift card PIN ten times at once must never lock the card.
    {
      const number = '6280000000099901';
      sqliteOf(server)
        .prepare('INSERT INTO gift_cards (id, number_hash, last4, pin_hash, legacy, balance_cents, currency) VALUES (?, ?, ?, ?, 0, 5000, ?)')
        .run('bench-card', giftCardHash(number), number.slice(-4), await hashPassword('1234'), 'AUD');
      const address = newAddress();
      const { accessToken } = (await call(address, 'GET', '/auth/accessToken')).body as { accessToken: string };
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          call(address, 'POST', '/checkout/giftcard/balance', { token: accessToken, body: { giftCardId: number, pinCode: '1234' } }),
        ),
      );
      const refused = answers.length - count(answers, 200);
      attacks.push({
        attack: 'right gift card PIN, 10 at once',
        tried: 10,
        gotThrough: refused,
        detail: `${count(answers, 200)} × 200, ${count(answers, 429)} × 429 (a refusal locks the owner out)`,
      });
    }

    return { attacks, guessCost };
  } finally {
    await server.close();
  }
}

export function printSecurityFigures({ attacks, guessCost }: SecurityFigures): void {
  console.log('\nSecurity: the attacks of issue 19 against the real server ("got through" should be 0 everywhere)');
  const width = Math.max(...attacks.map((a) => a.attack.length));
  console.log(`  ${'attack'.padEnd(width)}  tried  got through  what the shop answered`);
  for (const a of attacks)
    console.log(
      `  ${a.attack.padEnd(width)}  ${String(a.tried).padStart(5)}  ${String(a.gotThrough).padStart(11)}${a.gotThrough > 0 ? ' !' : '  '}  ${a.detail}`,
    );
  const perGuess = guessCost.guesses > 0 ? guessCost.hashes / guessCost.guesses : 0;
  console.log(
    `  One guess at an account under attack costs a script ${Math.round(perGuess).toLocaleString('en-AU')} sha256 hashes on average ` +
      `(${guessCost.guesses} solved guesses, last at ${guessCost.difficulty} bits, ${(guessCost.seconds / Math.max(1, guessCost.guesses)).toFixed(2)} s each on one core here, ` +
      'plus a fresh challenge, and one address may ask for only so many a minute)',
  );
}
