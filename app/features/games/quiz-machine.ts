/** Quick Quiz (SPEC §4): a choice, a submitted flag, and feedback once submitted. */
export interface ChoiceState {
  choice: string | null;
  submitted: boolean;
}

export type ChoiceAction = { type: "choose"; choice: string } | { type: "submit" };

export const emptyChoice: ChoiceState = { choice: null, submitted: false };

/**
 * Opening starts from `emptyChoice` (the dialog mounts the quiz afresh each
 * time); choosing clears the submitted flag; submit needs a choice.
 */
export function choiceReducer(state: ChoiceState, action: ChoiceAction): ChoiceState {
  switch (action.type) {
    case "choose":
      return { choice: action.choice, submitted: false };
    case "submit":
      return state.choice === null ? state : { ...state, submitted: true };
  }
}

/** True or false once submitted, null before. */
export function isCorrect(state: ChoiceState, answer: string): boolean | null {
  return state.submitted ? state.choice === answer : null;
}
