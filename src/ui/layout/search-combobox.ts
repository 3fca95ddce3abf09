import type { KeyboardEvent, RefObject } from 'react';

/** The text box's combobox state that the suggestion panel decides (WAI-ARIA 1.2 combobox). */
export interface Combobox {
  readonly expanded: boolean;
  /** The id of the active option, for aria-activedescendant. */
  readonly active?: string;
}

/** What the header's text box hands the panel once it has loaded. */
export interface PanelControl {
  input(text: string): void;
  focus(): void;
  keyDown(event: KeyboardEvent<HTMLInputElement>): void;
  submitted(): void;
}

export interface SuggestionsPanelProps {
  readonly inputId: string;
  readonly listId: string;
  readonly query: string;
  readonly setQuery: (query: string) => void;
  readonly setCombobox: (combobox: Combobox) => void;
  readonly control: RefObject<PanelControl | null>;
}
