/**
 * The type a translation of an English content export must have: the same keys and shape, with
 * every string literal (the English `as const` text) widened to `string`, and functions keeping
 * their parameters. A Hindi or Odia file declares `export const hero: Translated<typeof en.hero>`,
 * so a key missing in any locale fails the type check.
 */
export type Translated<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translated<R>
    : T extends readonly (infer U)[]
      ? readonly Translated<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translated<T[K]> }
        : T;
