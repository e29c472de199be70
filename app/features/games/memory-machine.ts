import { MEMORY_GAME } from "~/content/games";

/** Memory game (SPEC §4): three pairs, a 700 ms lock after two cards are face up. */
export interface MemoryCard {
  id: number;
  emoji: string;
  name: string;
  flipped: boolean;
  matched: boolean;
}

export interface MemoryState {
  cards: MemoryCard[];
  /** Two unmatched cards are face up: clicks do nothing until they are resolved. */
  locked: boolean;
  /** Pairs of cards turned over so far. */
  moves: number;
}

export type MemoryAction =
  /** `deck`, shuffled where the tap is handled, is dealt first if no card has been turned yet. */
  | { type: "flip"; id: number; deck?: MemoryCard[] }
  | { type: "resolve" }
  | { type: "reset"; deck: MemoryCard[] };

/** A uniform shuffle; `random` returns a number in [0, 1), like Math.random. */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

type Face = { emoji: string; name: string };

/**
 * Every face twice, face down, card ids their positions; shuffled with `random`. Without it, the
 * deck before its first shuffle: in order, but all face down, so the order never shows.
 */
export function createDeck(faces: readonly Face[], random?: () => number): MemoryCard[] {
  const pairs = [...faces, ...faces];
  return (random ? shuffle(pairs, random) : pairs).map(({ emoji, name }, id) => ({
    id,
    emoji,
    name,
    flipped: false,
    matched: false,
  }));
}

const faceUp = (cards: MemoryCard[]) => cards.filter((card) => card.flipped && !card.matched);

export function memoryReducer(state: MemoryState, action: MemoryAction): MemoryState {
  switch (action.type) {
    case "reset":
      return { cards: action.deck, locked: false, moves: 0 };
    case "flip": {
      const untouched = state.moves === 0 && faceUp(state.cards).length === 0;
      const deck = untouched && action.deck ? action.deck : state.cards;
      const card = deck.find((candidate) => candidate.id === action.id);
      if (state.locked || !card || card.flipped || card.matched) return state;
      const cards = deck.map((candidate) =>
        candidate.id === action.id ? { ...candidate, flipped: true } : candidate,
      );
      const locked = faceUp(cards).length === 2;
      return { cards, locked, moves: state.moves + (locked ? 1 : 0) };
    }
    case "resolve": {
      const [first, second] = faceUp(state.cards);
      if (!state.locked || !first || !second) return state;
      const match = first.emoji === second.emoji;
      const cards = state.cards.map((card) =>
        card.id === first.id || card.id === second.id
          ? { ...card, matched: match, flipped: match }
          : card,
      );
      return { ...state, cards, locked: false };
    }
  }
}

export function matchedPairs(state: MemoryState): number {
  return state.cards.filter((card) => card.matched).length / 2;
}

/** What the turn in progress shows, in words (said to screen readers, shown to everyone). */
export function describeTurn(state: MemoryState): string {
  const [first, second] = faceUp(state.cards);
  if (!first) return "";
  if (!second) return MEMORY_GAME.turnedOver(first.name);
  return first.emoji === second.emoji
    ? MEMORY_GAME.match(first.name)
    : MEMORY_GAME.noMatch(first.name, second.name);
}
