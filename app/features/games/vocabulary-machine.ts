import { choiceReducer, emptyChoice, type ChoiceAction, type ChoiceState } from "./quiz-machine";

/** Vocabulary game (SPEC §4): one word at a time, a choice and a submitted flag. */
export interface VocabularyState extends ChoiceState {
  index: number;
}

export type VocabularyAction = ChoiceAction | { type: "next"; count: number };

export const initialVocabulary: VocabularyState = { index: 0, ...emptyChoice };

/** Next moves cyclically to the following word and clears the choice and the flag. */
export function vocabularyReducer(
  state: VocabularyState,
  action: VocabularyAction,
): VocabularyState {
  if (action.type === "next") {
    return { index: (state.index + 1) % action.count, ...emptyChoice };
  }
  return { ...state, ...choiceReducer(state, action) };
}
