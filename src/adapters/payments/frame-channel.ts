/**
 * The parent side of a provider's iframe: creates the frame in the shop's element and speaks its
 * postMessage protocol. Only messages from that frame's window and origin, on its channel, are heard.
 * The browser APIs it uses are named here, so tests can stand in for them.
 */
export interface FrameMessageEvent {
  readonly origin: string;
  readonly source: unknown;
  readonly data: unknown;
}

export interface FrameHostWindow {
  readonly location: { readonly origin: string };
  addEventListener(type: 'message', listener: (event: FrameMessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: FrameMessageEvent) => void): void;
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/** A message from the frame: ready, resize, valid, or a result (with the requestId it answers, if any). */
export interface FrameMessage {
  readonly type: string;
  readonly requestId?: string;
  readonly [key: string]: unknown;
}

export interface FrameChannel {
  /** Asks the frame something; resolves with the `result` it answers with. */
  request(message: Record<string, unknown>): Promise<unknown>;
  close(): void;
}

export interface FrameChannelOptions {
  readonly window: FrameHostWindow;
  readonly target: HTMLElement;
  readonly src: string;
  readonly title: string;
  readonly channel: string;
  readonly loadTimeoutMs: number;
  /** Messages other than ready and answered results: valid flags, and results the frame started itself. */
  readonly onMessage: (message: FrameMessage) => void;
  /** What a pending request resolves with when the frame is closed under it. */
  readonly closedResult: unknown;
}

const isMessage = (data: unknown, channel: string): data is FrameMessage & { channel: string } =>
  typeof data === 'object' &&
  data !== null &&
  (data as { channel?: unknown }).channel === channel &&
  typeof (data as { type?: unknown }).type === 'string';

/** Mounts the frame; resolves once it says it is ready, rejects if it never does. */
export function openFrameChannel(options: FrameChannelOptions): Promise<FrameChannel> {
  const { window: host, target, channel } = options;
  const src = new URL(options.src, host.location.origin);
  const frame = target.ownerDocument.createElement('iframe');
  frame.src = src.toString();
  frame.title = options.title;
  frame.setAttribute('allow', 'payment');
  frame.style.width = '100%';
  frame.style.border = '0';
  const pending = new Map<string, (result: unknown) => void>();
  let sequence = 0;
  let closed = false;

  return new Promise((resolve, reject) => {
    const listener = (event: FrameMessageEvent) => {
      if (event.origin !== src.origin || event.source !== frame.contentWindow || !isMessage(event.data, channel)) return;
      const message = event.data;
      if (message.type === 'ready') {
        host.clearTimeout(timer);
        resolve(channelApi);
      } else if (message.type === 'resize' && typeof message.height === 'number' && message.height > 0) {
        frame.style.height = `${Math.ceil(message.height)}px`;
      } else if (message.type === 'result' && message.requestId !== undefined && pending.has(message.requestId)) {
        const settle = pending.get(message.requestId);
        pending.delete(message.requestId);
        settle?.(message.result);
      } else {
        options.onMessage(message);
      }
    };
    const close = () => {
      if (closed) return;
      closed = true;
      host.clearTimeout(timer);
      host.removeEventListener('message', listener);
      frame.remove();
      for (const settle of pending.values()) settle(options.closedResult);
      pending.clear();
    };
    const channelApi: FrameChannel = {
      request(message) {
        if (closed) return Promise.resolve(options.closedResult);
        const requestId = `r${++sequence}`;
        return new Promise((settle) => {
          pending.set(requestId, settle);
          frame.contentWindow?.postMessage({ ...message, channel, requestId }, src.origin);
        });
      },
      close,
    };
    const timer = host.setTimeout(() => {
      close();
      reject(new Error(`${options.title} did not load`));
    }, options.loadTimeoutMs);
    host.addEventListener('message', listener);
    target.replaceChildren(frame);
  });
}
