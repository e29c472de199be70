import { useReducer } from "react";
import { Button } from "~/components/ui/button";
import { DialogClose } from "~/components/ui/dialog";
import { WidgetBoundary } from "~/components/ui/widget-boundary";
import { QUICK_QUIZ_DIALOG as WORDS, QUIZ as QUIZ_WORDS } from "~/content/games";
import { QUIZ as QUIZ_DATA } from "~/data/games";
import { GameDialogFrame, type GameDialogProps } from "./game-dialog";
import type { GameXp } from "./visit-xp";
import { ChoiceQuestion, SubmitAnswer } from "./choice-question";
import { choiceRoundReducer, emptyChoice, isCorrect } from "./choice-round";

const QUIZ = { ...QUIZ_DATA, ...QUIZ_WORDS };

/** The Quick Quiz, opened by the Study Battles card. */
export function QuickQuizDialog({ earned, onEarn, ...dialog }: GameDialogProps) {
  return (
    <GameDialogFrame {...dialog} title={WORDS.title} description={WORDS.description}>
      <WidgetBoundary widget={WORDS.widget}>
        <QuickQuiz earned={earned} onEarn={onEarn} />
      </WidgetBoundary>
    </GameDialogFrame>
  );
}

/** Mounted each time the dialog opens, so opening starts with no choice and nothing submitted. */
function QuickQuiz(visit: GameXp) {
  const [state, dispatch] = useReducer(choiceRoundReducer, emptyChoice);
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
        {...visit}
        state={state}
        reducer={choiceRoundReducer}
        question={QUIZ.question}
        answer={QUIZ.answer}
        xp={QUIZ.xp}
        dispatch={dispatch}
      />
      <DialogClose asChild>
        <Button variant="outline">{WORDS.close}</Button>
      </DialogClose>
    </ChoiceQuestion>
  );
}
