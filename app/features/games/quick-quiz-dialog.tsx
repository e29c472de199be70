import { useReducer } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { WidgetBoundary } from "~/components/ui/widget-boundary";
import { QUICK_QUIZ_DIALOG as WORDS, QUIZ as QUIZ_WORDS } from "~/content/games";
import { QUIZ } from "~/data/games";
import { XP_AMOUNT } from "~/content/common";
import { formatNumber, formatPlural } from "~/lib/format";
import type { GameDialogProps, GameXp } from "./visit-xp";
import { ChoiceQuestion } from "./choice-question";
import { choiceRoundReducer, emptyChoice } from "./choice-round";

/** The Quick Quiz, opened by the Study Battles card. */
export function QuickQuizDialog({ earned, onEarn, ...dialog }: GameDialogProps) {
  return (
    <Dialog {...dialog}>
      <DialogContent
        title={WORDS.title}
        description={WORDS.description(formatPlural(QUIZ.xp, XP_AMOUNT))}
      >
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
  const question = QUIZ_WORDS.question(formatNumber(QUIZ.terms[0]), formatNumber(QUIZ.terms[1]));
  return (
    <ChoiceQuestion
      {...visit}
      question={question}
      xpKey={question}
      choices={QUIZ.choices.map((choice) => formatNumber(choice))}
      answer={formatNumber(QUIZ.answer)}
      xp={QUIZ.xp}
      state={state}
      reducer={choiceRoundReducer}
      dispatch={dispatch}
      correctText={QUIZ_WORDS.correct(formatPlural(QUIZ.xp, XP_AMOUNT))}
      wrongText={QUIZ_WORDS.wrong}
    >
      <DialogClose asChild>
        <Button variant="outline">{WORDS.close}</Button>
      </DialogClose>
    </ChoiceQuestion>
  );
}
