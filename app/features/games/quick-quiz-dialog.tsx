import { useReducer } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { WidgetBoundary } from "~/components/ui/widget-boundary";
import { QUICK_QUIZ_DIALOG as WORDS, QUIZ } from "~/content/games";
import type { DeferredDialogProps } from "~/components/ui/deferred-dialog";
import { ChoiceQuestion, SubmitAnswer } from "./choice-question";
import { choiceReducer, emptyChoice, isCorrect } from "./quiz-machine";

/** What the games' dialogs take: `onEarn` adds XP to the learner's for this visit. */
export interface GameDialogProps extends DeferredDialogProps {
  onEarn: (xp: number) => void;
}

/** The Quick Quiz, opened by the Study Battles card (a `GameCard`). */
export function QuickQuizDialog({ open, onOpenChange, onCloseAutoFocus, onEarn }: GameDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={onCloseAutoFocus}
        title={WORDS.title}
        description={WORDS.description}
      >
        <WidgetBoundary widget={WORDS.widget}>
          <QuickQuiz onEarn={onEarn} />
        </WidgetBoundary>
      </DialogContent>
    </Dialog>
  );
}

/** Mounted each time the dialog opens, so opening starts with no choice and nothing submitted. */
function QuickQuiz({ onEarn }: { onEarn: (xp: number) => void }) {
  const [state, dispatch] = useReducer(choiceReducer, emptyChoice);
  return (
    <ChoiceQuestion
      question={QUIZ.question}
      choices={QUIZ.choices}
      state={state}
      onChoose={(choice) => dispatch({ type: "choose", choice })}
      correct={isCorrect(state, QUIZ.answer)}
      correctText={QUIZ.correct}
      wrongText={QUIZ.wrong}
      xp={QUIZ.xp}
    >
      <SubmitAnswer
        state={state}
        answer={QUIZ.answer}
        xp={QUIZ.xp}
        dispatch={dispatch}
        onEarn={onEarn}
      />
      <DialogClose asChild>
        <Button variant="outline">{WORDS.close}</Button>
      </DialogClose>
    </ChoiceQuestion>
  );
}
