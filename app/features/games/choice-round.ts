/**
 * A choice question (SPEC §4: the Quick Quiz, each vocabulary word). A right submission earns the
 * XP only if it is still to earn this visit; later ones show the same feedback and earn nothing.
 */
export interface ChoiceState {
  choice: string | null;
  submitted: boolean;
  /** Submissions so far: each result is a new message, heard even when its words repeat. */
  attempt: number;
  /** The submission shown is the one that earned it. */
  reward: boolean;
}

export type ChoiceAction =
  | { type: "choose"; choice: string }
  /** `earnable`: the question's XP is still to earn this visit. */
  | { type: "submit"; answer: string; earnable: boolean };

export const emptyChoice: ChoiceState = {
  choice: null,
  submitted: false,
  attempt: 0,
  reward: false,
};

export function choiceRoundReducer(state: ChoiceState, action: ChoiceAction): ChoiceState {
  switch (action.type) {
    case "choose":
      return { ...state, choice: action.choice, submitted: false, reward: false };
    case "submit": {
      if (state.choice === null) return state;
      const reward = state.choice === action.answer && action.earnable;
      return { ...state, submitted: true, attempt: state.attempt + 1, reward };
    }
  }
}

/** True or false once submitted, null before. */
export function isCorrect(state: ChoiceState, answer: string): boolean | null {
  return state.submitted ? state.choice === answer : null;
}
