import { OPEN_CHAT_EVENT, linkBehaviour } from '../../domain/page-info';

/**
 * Spec §2 Links for every link on the page, whoever wrote it: a link in CMS content or a vendor's widget that
 * contains "#chat" opens the help chat, and one to another origin opens in a new tab, as the shop's own links
 * do. One listener on the document, after the page's own handlers: a press the page already handled (the shop's
 * `Link` prevents the default of its chat and in-page links, and gives external ones `target="_blank"`), a press
 * with a modifier key or another button, and a download are left as they are.
 *
 * Installed once the page answers (`data-ready`), since the help chat listens from then on; installing it again on
 * the same document changes nothing. Returns the remover.
 */
const applied = new WeakMap<Document, () => void>();

export function applyLinkRules(document: Document): () => void {
  const already = applied.get(document);
  if (already) return already;
  const view = document.defaultView;
  const onClick = (event: MouseEvent) => {
    if (!view || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof view.HTMLAnchorElement) || anchor.hasAttribute('download')) return;
    const behaviour = linkBehaviour(anchor.href, view.location.origin);
    if (behaviour === 'openChat') {
      event.preventDefault();
      view.dispatchEvent(new Event(OPEN_CHAT_EVENT));
    } else if (behaviour === 'newTab' && anchor.target !== '_blank') {
      event.preventDefault();
      view.open(anchor.href, '_blank', 'noopener,noreferrer');
    }
  };
  document.addEventListener('click', onClick);
  const remove = () => {
    document.removeEventListener('click', onClick);
    applied.delete(document);
  };
  applied.set(document, remove);
  return remove;
}
