import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { PENDING_MESSAGE_PREFIX, type ChatState } from '../../application/use-cases/chat-state';
import { CHAT_MAX_TEXT, type ChatMessage } from '../../application/ports/chat';
import { CHAT_Z_INDEX } from '../format';
import { Link } from '../router';
import { useServices } from '../services';
import { useProjection } from '../use-projection';
import './chat-panel.css';

const selectMessages = (state: ChatState) => state.messages;
const selectSending = (state: ChatState) => state.sending;
const selectError = (state: ChatState) => state.error;

/** The helper points at pages as "(/store-finder)": those become links that stay in the shop. */
function withLinks(text: string): ReactNode[] {
  return text.split(/\((\/[A-Za-z0-9\-/]*)\)/).map((part, index) =>
    index % 2 === 1 ? (
      <Link key={index} href={part}>
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

function Message({ message, locale }: { message: ChatMessage; locale: string }) {
  const mine = message.from === 'shopper';
  const pending = message.id.startsWith(PENDING_MESSAGE_PREFIX);
  const time = new Date(message.at).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
  return (
    <li className={`chat-message chat-message--${message.from}`}>
      <span className="visually-hidden">{mine ? 'You said' : 'Helper said'}: </span>
      <p className="chat-message__text">{mine ? message.text : withLinks(message.text)}</p>
      <span className="chat-message__meta">{pending ? 'Sending…' : <time dateTime={message.at}>{time}</time>}</span>
    </li>
  );
}

/**
 * The help chat (spec §1 "Open a help chat widget", §9 z-index 60): a panel over the page, not modal,
 * so the shopper can keep browsing. It takes focus when it opens, gives it back when it closes, and
 * Escape closes it. Answers come from the server's canned help flow.
 */
export function ChatPanel({ onClose }: { onClose: () => void }) {
  const { chat, site } = useServices();
  const titleId = useId();
  const inputId = useId();
  const messages = useProjection(chat.view, selectMessages);
  const sending = useProjection(chat.view, selectSending);
  const error = useProjection(chat.view, selectError);
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLOListElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    chat.opened();
    input.current?.focus();
    return () => {
      chat.closed();
      if (previous?.isConnected && previous !== document.body) previous.focus();
      // Opened from the launcher, which the shell hides while the panel is open: focus it once it is back.
      else requestAnimationFrame(() => document.querySelector<HTMLElement>('.chat-launcher')?.focus());
    };
  }, [chat]);

  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [messages]);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || text.trim() === '') return;
    const said = text;
    setText('');
    const result = await chat.send(said);
    // A message that did not go keeps its text, so the shopper can send it again.
    if (!result.ok && result.error.type === 'chat/sendFailed') setText(said);
    input.current?.focus();
  };

  return (
    <div
      className="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      style={{ zIndex: CHAT_Z_INDEX }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close.current();
        }
      }}
    >
      <div className="chat-panel__header">
        <h2 id={titleId} className="chat-panel__title">
          Help chat
        </h2>
        <button type="button" className="chat-panel__close" onClick={onClose} aria-label="Close help chat">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {/* A list of messages, announced as they arrive: role="log" here would leave the items outside a list. */}
      <ol ref={log} className="chat-panel__log" aria-live="polite" aria-label="Conversation">
        {messages.length === 0 && (
          <li className="chat-message chat-message--helper">
            <p className="chat-message__text">Hi! Ask about order status, delivery, returns, store hours, click and collect or gift cards.</p>
          </li>
        )}
        {messages.map((message) => (
          <Message key={message.id} message={message} locale={site.locale} />
        ))}
      </ol>
      {sending && <p className="chat-panel__typing">Helper is typing…</p>}
      {error && (
        <p className="chat-panel__error" role="alert">
          {error}
        </p>
      )}
      <form className="chat-panel__form" onSubmit={send}>
        <label htmlFor={inputId} className="visually-hidden">
          Your message
        </label>
        <input
          ref={input}
          id={inputId}
          type="text"
          autoComplete="off"
          placeholder="Type your question"
          maxLength={CHAT_MAX_TEXT}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button" disabled={sending || text.trim() === ''}>
          Send
        </button>
      </form>
    </div>
  );
}
