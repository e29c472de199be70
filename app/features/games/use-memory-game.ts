import { useEffect, useReducer, useState } from "react";
import { MEMORY_GAME } from "~/content/games";
import { MEMORY_EMOJIS, MEMORY_LOCK_MS } from "~/data/games";
import { idsOf } from "~/lib/ids";
import { celebrate } from "./celebrate";
import { createDeck, matchedPairs, memoryReducer } from "./memory-machine";

/** The game's fruit: each one's emoji and its name in the edition's words. */
export const MEMORY_FRUITS = idsOf(MEMORY_EMOJIS).map((id) => ({
  emoji: MEMORY_EMOJIS[id],
  name: MEMORY_GAME.fruits[id],
}));

/**
 * The deck is shuffled where a tap is handled, never during render (DESIGN.md): the first flip
 * deals it. Until then it lies face down in order, which looks the same, and no tap is lost to a
 * shuffle that comes after it.
 */
export function useMemoryGame(random: () => number = Math.random) {
  const [shuffleWith] = useState(() => random);
  const [state, dispatch] = useReducer(memoryReducer, undefined, () => ({
    cards: createDeck(MEMORY_FRUITS),
    locked: false,
    moves: 0,
  }));
  const pairs = matchedPairs(state);
  const won = pairs === MEMORY_FRUITS.length;

  useEffect(() => {
    if (!state.locked) return undefined;
    const timer = window.setTimeout(() => dispatch({ type: "resolve" }), MEMORY_LOCK_MS);
    return () => window.clearTimeout(timer);
  }, [state.locked]);

  useEffect(() => {
    if (won) void celebrate();
  }, [won]);

  return {
    state,
    pairs,
    totalPairs: MEMORY_FRUITS.length,
    won,
    flip: (id: number) =>
      dispatch({ type: "flip", id, deck: createDeck(MEMORY_FRUITS, shuffleWith) }),
    reset: () => dispatch({ type: "reset", deck: createDeck(MEMORY_FRUITS, shuffleWith) }),
  };
}
