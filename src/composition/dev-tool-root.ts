import { type Root, createRoot } from 'react-dom/client';

/**
 * A dev tool's own React root beside the shop's, with its rules adopted as a constructed stylesheet; null when the
 * page has no window or the tool is mounted already.
 */
export function mountDevToolRoot(
  doc: Document,
  id: string,
  css: string,
): { readonly root: Root; readonly view: NonNullable<Document['defaultView']> } | null {
  const view = doc.defaultView;
  if (!view || doc.getElementById(id)) return null;
  const sheet = new view.CSSStyleSheet();
  sheet.replaceSync(css);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  const host = doc.createElement('div');
  host.id = id;
  doc.body.append(host);
  return { root: createRoot(host), view };
}
