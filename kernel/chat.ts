/** The longest message a shopper may send in the help chat: the form stops there, the server refuses more. */
export const CHAT_MAX_TEXT = 500;
