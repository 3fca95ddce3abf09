/**
 * A fact as every module records it: what happened, in the past tense, namespaced by its module
 * (`cart/itemAdded`), and what the fact carries. Facts without a payload carry an empty `data`,
 * so every reader finds the same two fields.
 */
export interface Event<Type extends string, Data extends object = Record<string, never>> {
  readonly type: Type;
  readonly data: Readonly<Data>;
}

/** The payload of a fact with nothing more to say than its name. */
export const NO_DATA: Readonly<Record<string, never>> = Object.freeze({});
