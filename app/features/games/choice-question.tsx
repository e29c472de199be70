import { CheckCircle2Icon, XCircleIcon } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { RadioGroup, RadioOption } from "~/components/ui/radio-group";
import { SUBMIT_ANSWER } from "~/content/games";
import type { ChoiceState } from "./quiz-machine";

interface ChoiceQuestionProps {
  question: string;
  choices: readonly string[];
  state: ChoiceState;
  onChoose: (choice: string) => void;
  /** Feedback texts once submitted. */
  correctText: string;
  wrongText: string;
  correct: boolean | null;
}

/** A question with single-choice answers and feedback announced to screen readers. */
export function ChoiceQuestion({
  question,
  choices,
  state,
  onChoose,
  correctText,
  wrongText,
  correct,
}: ChoiceQuestionProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <p id={`${id}-question`} className="text-lg font-semibold">
        {question}
      </p>
      <RadioGroup aria-labelledby={`${id}-question`} className="grid-cols-1 sm:grid-cols-3">
        {choices.map((choice) => (
          <RadioOption
            key={choice}
            value={choice}
            checked={state.choice === choice}
            onChange={() => onChoose(choice)}
          >
            {choice}
          </RadioOption>
        ))}
      </RadioGroup>
      <p role="status" className="min-h-6 font-semibold">
        {correct === true ? (
          <span className="flex items-center gap-2 text-success">
            <CheckCircle2Icon aria-hidden="true" className="size-5" />
            {correctText}
          </span>
        ) : correct === false ? (
          <span className="flex items-center gap-2 text-danger">
            <XCircleIcon aria-hidden="true" className="size-5" />
            {wrongText}
          </span>
        ) : null}
      </p>
    </div>
  );
}

/**
 * Submit: unavailable until a choice is made, then reads Submitted once it
 * is sent (it keeps focus, so the keyboard user is not thrown out of the dialog).
 */
export function SubmitAnswer({ state, onSubmit }: { state: ChoiceState; onSubmit: () => void }) {
  return (
    <Button aria-disabled={state.choice === null || state.submitted} onClick={onSubmit}>
      {state.submitted ? SUBMIT_ANSWER.submitted : SUBMIT_ANSWER.submit}
    </Button>
  );
}
