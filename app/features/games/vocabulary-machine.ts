import {
  choiceRoundReducer,
  emptyChoice,
  isCorrect,
  type ChoiceAction,
  type ChoiceState,
} from "./choice-round";

/**
 * Vocabulary game (SPEC §4). A word's first answer decides: right, it counts and earns its XP (if
 * still to earn this visit); wrong, its meaning is shown and answering again earns nothing.
 */
export interface VocabularyState extends ChoiceState {
  index: number;
  /** Words of this round answered right. */
  right: number;
}

export type VocabularyAction = ChoiceAction | { type: "next"; count: number };

export const initialVocabulary: VocabularyState = { index: 0, right: 0, ...emptyChoice };

/** Past the last word, Next starts a new round from none right. */
export function vocabularyReducer(
  state: VocabularyState,
  action: VocabularyAction,
): VocabularyState {
  if (action.type === "next") {
    const index = (state.index + 1) % action.count;
    return { ...emptyChoice, index, right: index === 0 ? 0 : state.right };
  }
  if (action.type === "choose") return { ...state, ...choiceRoundReducer(state, action) };
  const first = state.attempt === 0 && state.choice !== null;
  const next = {
    ...state,
    ...choiceRoundReducer(state, { ...action, earnable: action.earnable && first }),
  };
  return first && isCorrect(next, action.answer) ? { ...next, right: state.right + 1 } : next;
}

/** The round is over: the last word's answer is shown, and Next starts again. */
export function roundOver(state: VocabularyState, count: number): boolean {
  return state.index === count - 1 && state.submitted;
}
