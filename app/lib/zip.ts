/**
 * A shared data list (app/content/data/) paired, index by index, with an
 * edition's words for it: `words` must be exactly as long as `data`, or it is
 * a type error (every edition's list is as long as English's, by `Translation`).
 */
export function zip<const Data extends readonly unknown[], Word>(
  data: Data,
  words: readonly Word[] & { readonly length: Data["length"] },
): [Data[number], Word][] {
  return data.map((item, index) => [item, words[index]!]);
}

/** `zip`, each record of `data` with its words' fields. */
export function withWords<const Data extends readonly object[], Words extends object>(
  data: Data,
  words: readonly Words[] & { readonly length: Data["length"] },
): (Data[number] & Words)[] {
  return zip(data, words).map(([item, word]) => ({ ...item, ...word }));
}

/** Each record of `data` with the words an edition gives its `id` (a missing id is a type error). */
export function withWordsById<
  const Data extends readonly { id: string }[],
  Words extends Record<Data[number]["id"], object>,
>(data: Data, words: Words): (Data[number] & Words[keyof Words])[] {
  return data.map((item) => ({ ...item, ...words[item.id as keyof Words] }));
}
