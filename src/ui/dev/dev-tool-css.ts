/** Where a dev tool's button sits and how its panel looks; the rest of a tool's rules are its own. */
export interface DevToolFrame {
  /** Distance of the button from the bottom of the window: the tools stack up the left edge. */
  readonly bottom: string;
  readonly buttonBackground: string;
  readonly panelWidth: string;
  readonly panelHeight: string;
  readonly titleMargin: string;
}

/**
 * The rules every dev tool shares (the dataLayer overlay, the event log): a fixed button at the bottom left that opens
 * a panel above it, in a monospace face. Adopted as a constructed stylesheet by whoever mounts the tool: the shop's one
 * stylesheet carries none of them, and a constructed sheet is not inline style to the policy.
 */
export const devToolCss = (block: string, frame: DevToolFrame): string => `
.${block} {
  position: fixed;
  left: 12px;
  bottom: ${frame.bottom};
  z-index: 70;
  font:
    13px/1.4 ui-monospace,
    SFMono-Regular,
    Menlo,
    Consolas,
    monospace;
  color: #111;
}
.${block}__toggle {
  padding: 6px 10px;
  border: 1px solid #333;
  border-radius: 4px;
  background: ${frame.buttonBackground};
  color: #111;
  font: inherit;
  cursor: pointer;
}
.${block}__panel {
  position: absolute;
  left: 0;
  bottom: calc(100% + 6px);
  width: min(${frame.panelWidth}, calc(100vw - 24px));
  max-height: ${frame.panelHeight};
  overflow: auto;
  padding: 8px 10px;
  border: 1px solid #333;
  border-radius: 4px;
  background: #fff;
  box-shadow: 0 4px 16px rgb(0 0 0 / 25%);
}
.${block}__title {
  margin: ${frame.titleMargin};
  font-size: 13px;
}
`;
