// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VOCABULARY as CHOICES } from "~/content/games";
import { MEMORY_LOCK_MS, QUIZ, VOCABULARY as ASKED } from "~/data/games";
import { formatNumber } from "~/lib/format";
import { idsOf } from "~/lib/ids";
import {
  createDeck,
  describeTurn,
  memoryReducer,
  shuffle,
  type MemoryState,
} from "./memory-machine";
import { choiceRoundReducer, emptyChoice, isCorrect } from "./choice-round";
import { MEMORY_FRUITS, useMemoryGame } from "./use-memory-game";
import { earnOnce, visitTotal, type VisitXp } from "./visit-xp";
import { initialVocabulary, roundOver, vocabularyReducer } from "./vocabulary-machine";

/** A deterministic "random" source cycling through the given values. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length]!;
};

describe("quick quiz", () => {
  const answer = formatNumber(QUIZ.answer);
  const submit = { type: "submit", answer, earnable: true } as const;

  it("asks the spec's sum, with its choices", () => {
    expect(QUIZ.terms).toEqual([2, 2]);
    expect(QUIZ.choices).toEqual([3, 4, 5]);
    expect(QUIZ.answer).toBe(4);
  });

  it("needs a choice to submit, and choosing clears the submitted flag", () => {
    expect(choiceRoundReducer(emptyChoice, submit)).toBe(emptyChoice);
    const chosen = choiceRoundReducer(emptyChoice, { type: "choose", choice: "3" });
    const submitted = choiceRoundReducer(chosen, submit);
    expect(submitted).toMatchObject({ choice: "3", submitted: true, attempt: 1, reward: false });
    expect(isCorrect(submitted, answer)).toBe(false);
    const again = choiceRoundReducer(submitted, { type: "choose", choice: "4" });
    expect(again).toMatchObject({ choice: "4", submitted: false });
    expect(isCorrect(again, answer)).toBeNull();
    expect(isCorrect(choiceRoundReducer(again, submit), answer)).toBe(true);
  });

  it("rewards a right submission while its XP is still to earn, and counts every submission", () => {
    let state = choiceRoundReducer(emptyChoice, { type: "choose", choice: "4" });
    state = choiceRoundReducer(state, submit);
    expect(state).toMatchObject({ attempt: 1, reward: true });
    state = choiceRoundReducer(state, { type: "choose", choice: "4" });
    expect(state.reward).toBe(false);
    state = choiceRoundReducer(state, { ...submit, earnable: false });
    expect(state).toMatchObject({ attempt: 2, reward: false });
    expect(isCorrect(state, answer)).toBe(true);
  });
});

describe("vocabulary", () => {
  const VOCABULARY = idsOf(ASKED);
  /** A word's right meaning, by its id. */
  const meaning = <Id extends (typeof VOCABULARY)[number]>(id: Id) => CHOICES[id][ASKED[id].answer];
  const submit = (index: number, earnable = true) =>
    ({ type: "submit", answer: meaning(VOCABULARY[index]!), earnable }) as const;
  const next = { type: "next", count: VOCABULARY.length } as const;

  it("moves cyclically and clears the choice and flag", () => {
    let state = vocabularyReducer(initialVocabulary, { type: "choose", choice: "Talkative" });
    state = vocabularyReducer(state, submit(0));
    expect(state).toMatchObject({ index: 0, choice: "Talkative", submitted: true, right: 1 });
    state = vocabularyReducer(state, next);
    expect(state).toMatchObject({ index: 1, choice: null, submitted: false, reward: false });
    state = vocabularyReducer(state, next);
    state = vocabularyReducer(state, next);
    expect(state.index).toBe(0);
  });

  it("lets a word's first answer decide, and ends the round on the last word", () => {
    let state = initialVocabulary;
    const answer = (choice: string, index: number) => {
      state = vocabularyReducer(state, { type: "choose", choice });
      state = vocabularyReducer(state, submit(index));
    };
    answer("Talkative", 0);
    expect(state).toMatchObject({ right: 1, reward: true });
    answer("Talkative", 0);
    expect(state).toMatchObject({ right: 1, reward: false });
    state = vocabularyReducer(state, next);
    answer("Lasting forever", 1);
    expect(state).toMatchObject({ right: 1, reward: false });
    // Its meaning is shown now: the right answer after it neither counts nor earns.
    answer("Lasting a day", 1);
    expect(state).toMatchObject({ right: 1, reward: false });
    expect(isCorrect(state, "Lasting a day")).toBe(true);
    state = vocabularyReducer(state, next);
    expect(roundOver(state, VOCABULARY.length)).toBe(false);
    answer("Everywhere", 2);
    expect(state).toMatchObject({ right: 2, reward: true });
    expect(roundOver(state, VOCABULARY.length)).toBe(true);
    state = vocabularyReducer(state, next);
    expect(state).toMatchObject({ index: 0, right: 0 });
    expect(roundOver(state, VOCABULARY.length)).toBe(false);
    // In the next round a right first answer counts, though its XP was earned in the first.
    state = vocabularyReducer(state, { type: "choose", choice: "Talkative" });
    state = vocabularyReducer(state, submit(0, false));
    expect(state).toMatchObject({ right: 1, reward: false });
  });

  it("knows the spec's answers", () => {
    expect(VOCABULARY.map((id) => [ASKED[id].word, meaning(id)])).toEqual([
      ["Loquacious", "Talkative"],
      ["Ephemeral", "Lasting a day"],
      ["Ubiquitous", "Everywhere"],
    ]);
  });
});

describe("memory machine", () => {
  it("describes the turn in progress in words", () => {
    // In order: apple, banana, grape, apple, banana, grape.
    let state: MemoryState = { cards: createDeck(MEMORY_FRUITS), locked: false, moves: 0 };
    expect(describeTurn(state)).toBe("");
    state = memoryReducer(state, { type: "flip", id: 0 });
    expect(describeTurn(state)).toBe("You turned over an apple.");
    const mismatch = memoryReducer(state, { type: "flip", id: 1 });
    expect(describeTurn(mismatch)).toBe("An apple and a banana: no match.");
    const match = memoryReducer(state, { type: "flip", id: 3 });
    expect(describeTurn(match)).toBe("Two apples: a match!");
    expect(describeTurn(memoryReducer(match, { type: "resolve" }))).toBe("");
  });

  it("shuffles with the injected source and deals each face twice", () => {
    expect(shuffle([1, 2, 3], () => 0)).toEqual([2, 3, 1]);
    const deck = createDeck(MEMORY_FRUITS, sequence(0.5, 0.1, 0.9));
    expect(deck).toHaveLength(6);
    for (const { emoji } of MEMORY_FRUITS) {
      expect(deck.filter((card) => card.emoji === emoji)).toHaveLength(2);
    }
    expect(deck.map((card) => card.id)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  const ordered = (): MemoryState => ({
    cards: createDeck(MEMORY_FRUITS, () => 0.999),
    locked: false,
    moves: 0,
  });

  it("locks with two cards up, ignores clicks, then matches or flips back", () => {
    let state = ordered();
    const [a, b] = [
      state.cards[0]!,
      state.cards.find((card) => card.emoji !== state.cards[0]!.emoji)!,
    ];
    state = memoryReducer(state, { type: "flip", id: a.id });
    expect(state.locked).toBe(false);
    expect(memoryReducer(state, { type: "flip", id: a.id })).toBe(state);
    expect(state.moves).toBe(0);
    state = memoryReducer(state, { type: "flip", id: b.id });
    expect(state.locked).toBe(true);
    expect(state.moves).toBe(1);
    const third = state.cards.find((card) => !card.flipped)!;
    expect(memoryReducer(state, { type: "flip", id: third.id })).toBe(state);
    state = memoryReducer(state, { type: "resolve" });
    expect(state.locked).toBe(false);
    expect(state.cards.every((card) => !card.flipped && !card.matched)).toBe(true);

    const twin = state.cards.find((card) => card.emoji === a.emoji && card.id !== a.id)!;
    state = memoryReducer(memoryReducer(state, { type: "flip", id: a.id }), {
      type: "flip",
      id: twin.id,
    });
    state = memoryReducer(state, { type: "resolve" });
    expect(state.moves).toBe(2);
    expect(
      state.cards
        .filter((card) => card.matched)
        .map((card) => card.id)
        .sort(),
    ).toEqual([a.id, twin.id].sort());
    expect(memoryReducer(state, { type: "flip", id: a.id })).toBe(state);
  });
});

describe("useMemoryGame", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("holds a mismatch for 700 ms, then flips back; reset reshuffles and clears", () => {
    const { result } = renderHook(() => useMemoryGame(() => 0.999));
    const cards = result.current.state.cards;
    const other = cards.find((card) => card.emoji !== cards[0]!.emoji)!;
    act(() => result.current.flip(cards[0]!.id));
    act(() => result.current.flip(other.id));
    act(() => vi.advanceTimersByTime(MEMORY_LOCK_MS - 1));
    expect(result.current.state.locked).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state.locked).toBe(false);
    expect(result.current.state.cards.some((card) => card.flipped)).toBe(false);

    const twin = cards.find((card) => card.emoji === cards[0]!.emoji && card.id !== 0)!;
    act(() => result.current.flip(cards[0]!.id));
    act(() => result.current.flip(twin.id));
    act(() => vi.advanceTimersByTime(MEMORY_LOCK_MS));
    expect(result.current.pairs).toBe(1);
    expect(result.current.state.moves).toBe(2);
    act(() => result.current.reset());
    expect(result.current.pairs).toBe(0);
    expect(result.current.state.moves).toBe(0);
    expect(result.current.state.cards.every((card) => !card.flipped)).toBe(true);
  });

  it("deals the shuffled deck on the first flip, which it keeps", () => {
    const { result } = renderHook(() => useMemoryGame(() => 0));
    const dealt = createDeck(MEMORY_FRUITS, () => 0);
    expect(dealt.map((card) => card.emoji)).not.toEqual(
      result.current.state.cards.map((card) => card.emoji),
    );
    act(() => result.current.flip(0));
    expect(result.current.state.cards.map((card) => card.emoji)).toEqual(
      dealt.map((card) => card.emoji),
    );
    expect(
      result.current.state.cards.filter((card) => card.flipped).map((card) => card.id),
    ).toEqual([0]);
    // Dealt once: the second flip of the turn keeps the deck and the first card up.
    act(() => result.current.flip(1));
    expect(
      result.current.state.cards.filter((card) => card.flipped).map((card) => card.id),
    ).toEqual([0, 1]);
  });

  it("clears its timer on unmount", () => {
    const { result, unmount } = renderHook(() => useMemoryGame(() => 0.999));
    const cards = result.current.state.cards;
    act(() => result.current.flip(cards[0]!.id));
    act(() => result.current.flip(cards[1]!.id));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("the visit's XP", () => {
  it("counts each question's XP once a visit", () => {
    let visit: VisitXp = new Map();
    visit = earnOnce(visit, "What is 2 + 2?", 50);
    const once = visit;
    visit = earnOnce(visit, "What is 2 + 2?", 50);
    expect(visit).toBe(once);
    visit = earnOnce(visit, "Loquacious", 25);
    expect(visitTotal(visit)).toBe(75);
    expect(visitTotal(new Map())).toBe(0);
  });
});
