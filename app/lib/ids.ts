/**
 * A record's ids, in the record's order. Data and words are joined by id (app/content/data/ keys
 * each list by id; every edition's words for it are keyed the same): `Object.keys` gives
 * `string[]`, and our records are `as const` literals, so their keys are exactly these.
 */
export function idsOf<T extends object>(record: T): (keyof T & string)[] {
  return Object.keys(record) as (keyof T & string)[];
}
