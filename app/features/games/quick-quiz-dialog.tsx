import { useReducer } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { WidgetBoundary } from "~/components/ui/widget-boundary";
import { QUICK_QUIZ_DIALOG as WORDS, QUIZ as QUIZ_WORDS } from "~/content/games";
import { QUIZ as QUIZ_DATA } from "~/data/games";
import type { GameDialogProps, GameXp } from "./visit-xp";
import { ChoiceQuestion } from "./choice-question";
import { choiceRoundReducer, emptyChoice } from "./choice-round";

const QUIZ = { ...QUIZ_DATA, ...QUIZ_WORDS };

/** The Quick Quiz, opened by the Study Battles card. */
export function QuickQuizDialog({ earned, onEarn, ...dialog }: GameDialogProps) {
  return (
    <Dialog {...dialog}>
      <DialogContent title={WORDS.title} description={WORDS.description}>
        <WidgetBoundary widget={WORDS.widget}>
          <QuickQuiz earned={earned} onEarn={onEarn} />
        </WidgetBoundary>
      </DialogContent>
    </Dialog>
  );
}

/** Mounted each time the dialog opens, so opening starts with no choice and nothing submitted. */
function QuickQuiz(visit: GameXp) {
  const [state, dispatch] = useReducer(choiceRoundReducer, emptyChoice);
  return (
    <ChoiceQuestion
      {...visit}
      question={QUIZ.question}
      xpKey={QUIZ.question}
      choices={QUIZ.choices}
      answer={QUIZ.answer}
      xp={QUIZ.xp}
      state={state}
      reducer={choiceRoundReducer}
      dispatch={dispatch}
      correctText={QUIZ.correct}
      wrongText={QUIZ.wrong}
    >
      <DialogClose asChild>
        <Button variant="outline">{WORDS.close}</Button>
      </DialogClose>
    </ChoiceQuestion>
  );
}
