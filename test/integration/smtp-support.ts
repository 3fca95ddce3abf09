import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** A mail as the test's SMTP server took it, with its MIME parts decoded. */
export interface ReceivedMail {
  readonly from: string;
  readonly to: string[];
  readonly user: string | undefined;
  readonly headers: Map<string, string>;
  readonly subject: string;
  readonly messageId: string;
  readonly text: string;
  readonly html: string;
  readonly attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

/**
 * A real SMTP server on a loopback port (the `smtp-server` package), as the shop's mail server. `refuse`
 * makes it answer each mail's data with that code (451: try later); `stop()` takes it off the port and
 * `start()` brings it back on the same one, as a mail server that goes down and comes back.
 */
export class TestSmtp {
  readonly received: ReceivedMail[] = [];
  refuse: number | null = null;
  /** Recipients answered 550 (an address the server will never take). */
  readonly unknownRecipients = new Set<string>();
  port = 0;
  private server: SMTPServer | null = null;

  async start(port = this.port): Promise<number> {
    const options: SMTPServerOptions = {
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (auth, _session, callback) => {
        if (auth.username === 'shop' && auth.password === 's3cret') callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onRcptTo: (address, _session, callback) => {
        if (this.unknownRecipients.has(address.address)) {
          const error = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
          callback(error);
        } else callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.refuse !== null) {
            callback(Object.assign(new Error('Try again later'), { responseCode: this.refuse }));
            return;
          }
          const raw = Buffer.concat(chunks).toString('latin1');
          this.received.push(
            parseMail(
              raw,
              session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              session.envelope.rcptTo.map((r) => r.address),
              session.user,
            ),
          );
          callback();
        });
      },
    };
    this.server = new SMTPServer(options);
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server as unknown as { server: { address(): { port: number } } }).server.address().port;
    return this.port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  url(credentials = 'shop:s3cret'): string {
    return `smtp://${credentials}@127.0.0.1:${this.port}`;
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }
}

/** Splits a MIME entity into its headers (unfolded, lower-cased names) and body. */
function entity(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

const param = (header: string | undefined, name: string) => new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header ?? '')?.[1];

function decoded(headers: Map<string, string>, body: string): Buffer {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1');
  }
  return Buffer.from(body, 'latin1');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), as nodemailer writes non-ASCII subjects. */
function words(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function parseMail(raw: string, from: string, to: string[], user: string | undefined): ReceivedMail {
  const top = entity(raw);
  const mail = { text: '', html: '', attachments: [] as ReceivedMail['attachments'] };
  const walk = (headers: Map<string, string>, body: string) => {
    const type = headers.get('content-type') ?? 'text/plain';
    const boundary = param(type, 'boundary');
    if (/^multipart\//i.test(type) && boundary) {
      for (const part of body.split(`--${boundary}`).slice(1)) {
        if (part.startsWith('--')) break;
        const child = entity(part.replace(/^\r?\n/, ''));
        walk(child.headers, child.body);
      }
      return;
    }
    const disposition = headers.get('content-disposition') ?? '';
    const content = decoded(headers, body);
    if (/attachment/i.test(disposition))
      mail.attachments.push({ filename: words(param(disposition, 'filename') ?? ''), contentType: type.split(';')[0]!, content });
    else if (/^text\/html/i.test(type)) mail.html = content.toString('utf8');
    else if (/^text\/plain/i.test(type)) mail.text = content.toString('utf8');
  };
  walk(top.headers, top.body);
  return {
    from,
    to,
    user,
    headers: top.headers,
    subject: words(top.headers.get('subject') ?? ''),
    messageId: top.headers.get('message-id') ?? '',
    ...mail,
  };
}
