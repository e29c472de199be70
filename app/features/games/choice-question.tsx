import { CheckCircle2Icon, SparklesIcon, XCircleIcon } from "lucide-react";
import { useId, type KeyboardEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { RadioGroup, RadioOption } from "~/components/ui/radio-group";
import { XP_AMOUNT } from "~/content/common";
import { REWARD, SUBMIT_ANSWER } from "~/content/games";
import { formatNumber, formatPlural } from "~/lib/format";
import type { GameXp } from "./visit-xp";
import { celebrate } from "./celebrate";
import { isCorrect, type ChoiceAction, type ChoiceState } from "./choice-round";

interface ChoiceQuestionProps<State extends ChoiceState> extends GameXp {
  /** Where the question stands in its round ("Word 2 of 3"), shown above it. */
  position?: ReactNode;
  question: ReactNode;
  /** What names the question in the visit's XP (the quiz's question, a vocabulary word). */
  xpKey: string;
  choices: readonly string[];
  answer: string;
  /** The question's XP, shown flying up as a chip when a submission earned it. */
  xp: number;
  state: State;
  /** The game's reducer: it decides what a submission earns. */
  reducer: (state: State, action: ChoiceAction) => State;
  dispatch: (action: ChoiceAction) => void;
  correctText: string;
  wrongText: string;
  /** Said and shown after the feedback (the right meaning, a round's summary). */
  after?: ReactNode;
  /** The buttons after Submit (Close, Next). */
  children: ReactNode;
}

/** Digit keys 1 to 9, on the main row or the keypad, whatever the keyboard's language. */
function digitKey(event: KeyboardEvent): number | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const match = /^(?:Digit|Numpad)([1-9])$/.exec(event.code);
  return match ? Number(match[1]) : null;
}

/**
 * Feedback is keyed by attempt, so a repeated result is announced again. Submit is aria-disabled,
 * not disabled: it keeps focus, so a keyboard user is not thrown out of the dialog.
 */
export function ChoiceQuestion<State extends ChoiceState>({
  position,
  question,
  xpKey,
  choices,
  answer,
  xp,
  state,
  reducer,
  dispatch,
  correctText,
  wrongText,
  after,
  children,
  earned,
  onEarn,
}: ChoiceQuestionProps<State>) {
  const id = useId();
  const correct = isCorrect(state, answer);
  const onChoose = (choice: string) => dispatch({ type: "choose", choice });
  const onSubmit = () => {
    const action = { type: "submit", answer, earnable: !earned.has(xpKey) } as const;
    if (reducer(state, action).reward) {
      onEarn(xpKey, xp);
      void celebrate();
    }
    dispatch(action);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const digit = digitKey(event);
    const choice = digit === null ? undefined : choices[digit - 1];
    if (choice === undefined) return;
    event.preventDefault();
    onChoose(choice);
    // From a choice, focus follows to the one picked, as arrow keys do; from a button it stays.
    const radio = event.target instanceof HTMLInputElement && event.target.type === "radio";
    if (radio) {
      const inputs = event.currentTarget.querySelectorAll<HTMLInputElement>("input[type=radio]");
      inputs[choices.indexOf(choice)]?.focus();
    }
  };
  return (
    // The keys work wherever focus is in the question; each choice names its key (aria-keyshortcuts).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="group"
      aria-labelledby={`${id}-question`}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-3"
    >
      {/* A live region: when Next brings another question, a screen reader says it and where it
          stands, as a sighted player sees it come, while focus stays on Next. Keyed by the
          question, so that a new one comes as one addition, said once; the space between the two
          paragraphs keeps their words apart in what is said. */}
      <div aria-live="polite">
        <div key={xpKey} className="flex flex-col gap-4">
          {position ? (
            <>
              <p className="text-sm text-muted-foreground">{position}</p>{" "}
            </>
          ) : null}
          <p id={`${id}-question`} className="text-lg font-semibold">
            {question}
          </p>
        </div>
      </div>
      <RadioGroup aria-labelledby={`${id}-question`} className="grid-cols-1 sm:grid-cols-3">
        {choices.map((choice, index) => (
          <RadioOption
            key={choice}
            value={choice}
            checked={state.choice === choice}
            onChange={() => onChoose(choice)}
            aria-keyshortcuts={String(index + 1)}
            className="pe-9"
          >
            {choice}
            <kbd
              aria-hidden="true"
              className="absolute end-2 top-1/2 flex size-5 -translate-y-1/2 items-center justify-center rounded border border-input font-sans text-xs text-muted-foreground pointer-coarse:hidden"
            >
              {formatNumber(index + 1)}
            </kbd>
          </RadioOption>
        ))}
      </RadioGroup>
      <div className="flex items-start justify-between gap-2">
        <div role="status" className="flex min-h-6 min-w-0 flex-1 flex-col gap-1 font-semibold">
          {correct === null ? null : (
            <div key={state.attempt} className="flex flex-col gap-1">
              {correct ? (
                <p className="flex items-center gap-2 text-success">
                  <CheckCircle2Icon aria-hidden="true" className="size-5" />
                  {correctText}
                </p>
              ) : (
                <p className="flex items-center gap-2 text-danger">
                  <XCircleIcon aria-hidden="true" className="size-5" />
                  {wrongText}
                </p>
              )}
              {after}
            </div>
          )}
        </div>
        {state.reward ? <RewardChip xp={xp} /> : null}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button aria-disabled={state.choice === null || state.submitted} onClick={onSubmit}>
          {state.submitted ? SUBMIT_ANSWER.submitted : SUBMIT_ANSWER.submit}
        </Button>
        {children}
      </div>
    </div>
  );
}

/** "+50 XP" rising beside the feedback, which already says it: hidden from screen readers. */
function RewardChip({ xp }: { xp: number }) {
  return (
    <span
      aria-hidden="true"
      data-slot="reward"
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-warning-soft px-2.5 py-0.5 text-sm text-warning-soft-foreground motion-safe:animate-reward-rise"
    >
      <SparklesIcon className="size-4" />
      {REWARD.gained(formatPlural(xp, XP_AMOUNT))}
    </span>
  );
}
