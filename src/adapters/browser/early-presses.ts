/** A press held until the page answers: a button to press again, or a form to submit again (with the button that sent it). */
type Held = { kind: 'press'; button: HTMLButtonElement } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

/**
 * A control the server rendered can be pressed before the page's code has taken it over: the browser shows
 * the press, and nothing happens (a `type="button"` does nothing without its script), or worse, a form with
 * no address of its own is sent to the page it is on, which reloads and forgets the press. Presses and
 * submits made before the page says it answers its controls are held and made again, in order, once it
 * does; a press is then never lost, however slow the phone. Links, and forms with an address of their own
 * (the header's search), are left alone: they work without the script.
 *
 * Returns the function to call once the page has been taken over.
 */
export function holdEarlyPresses(document: Document): () => void {
  const held: Held[] = [];
  let open = true;
  const onClick = (event: MouseEvent) => {
    if (!open || !event.isTrusted) return;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.type !== 'button' || button.disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A second press of the same button while waiting is impatience, not a second order.
    if (!held.some((entry) => entry.kind === 'press' && entry.button === button)) held.push({ kind: 'press', button });
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!open || !(event.target instanceof HTMLFormElement) || event.target.hasAttribute('action')) return;
    const form = event.target;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.some((entry) => entry.kind === 'submit' && entry.form === form)) held.push({ kind: 'submit', form, submitter: event.submitter });
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  return () => {
    if (!open) return;
    open = false;
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    for (const entry of held.splice(0)) {
      if (entry.kind === 'press') {
        if (entry.button.isConnected && !entry.button.disabled) entry.button.click();
      } else if (entry.form.isConnected) {
        const { submitter } = entry;
        const sentBy =
          (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.form === entry.form ? submitter : null;
        entry.form.requestSubmit(sentBy);
      }
    }
  };
}
