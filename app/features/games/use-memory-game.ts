import { useEffect, useReducer } from "react";
import { MEMORY_EMOJIS, MEMORY_LOCK_MS } from "~/content/gamified-learning";
import { createDeck, matchedPairs, memoryReducer } from "./memory-machine";

/**
 * The memory game with its 700 ms lock timer, cleared on unmount. Mounted
 * only in the browser (inside a dialog), so the shuffle never meets the
 * prerendered HTML; `random` is injectable for tests.
 */
export function useMemoryGame(random: () => number = Math.random) {
  const [state, dispatch] = useReducer(memoryReducer, undefined, () => ({
    cards: createDeck(MEMORY_EMOJIS, random),
    locked: false,
  }));

  useEffect(() => {
    if (!state.locked) return undefined;
    const timer = window.setTimeout(() => dispatch({ type: "resolve" }), MEMORY_LOCK_MS);
    return () => window.clearTimeout(timer);
  }, [state.locked]);

  return {
    state,
    pairs: matchedPairs(state),
    totalPairs: MEMORY_EMOJIS.length,
    flip: (id: number) => dispatch({ type: "flip", id }),
    reset: () => dispatch({ type: "reset", deck: createDeck(MEMORY_EMOJIS, random) }),
  };
}
