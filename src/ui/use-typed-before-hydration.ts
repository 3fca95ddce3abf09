import { useEffect } from 'react';

/**
 * A field the server rendered can be typed into (or filled by the browser) before the page's code takes it
 * over, and React's state does not know of it: the field shows the text while the form acts as if it were
 * empty. When the field mounts, what the element holds is taken into state if it differs from what was
 * rendered. Fields the browser draws itself start equal, so this does nothing for them.
 *
 * `id` is the element's id (stable between server and browser, as `useId` gives).
 */
export function useTypedBeforeHydration(id: string, value: string, onValue: (value: string) => void): void {
  useEffect(() => {
    const element = document.getElementById(id);
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      if (element.value !== value) onValue(element.value);
    }
    // Only at mount: later changes reach state through the field's own onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
