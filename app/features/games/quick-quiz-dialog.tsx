import { SwordsIcon } from "lucide-react";
import { useReducer } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { WidgetBoundary } from "~/components/ui/widget-boundary";
import { QUICK_QUIZ_DIALOG as WORDS, QUIZ } from "~/content/games";
import { GameCardTrigger } from "./game-card-trigger";
import { ChoiceQuestion, SubmitAnswer } from "./choice-question";
import { choiceReducer, emptyChoice, isCorrect } from "./quiz-machine";

/** Study Battles: the whole card is the button that opens the Quick Quiz (click, Enter, Space). */
export function QuickQuizDialog() {
  return (
    <Dialog>
      <GameCardTrigger icon={SwordsIcon} title={WORDS.card} lead={WORDS.cardLead} />
      <DialogContent title={WORDS.title} description={WORDS.description}>
        <WidgetBoundary widget={WORDS.widget}>
          <QuickQuiz />
        </WidgetBoundary>
      </DialogContent>
    </Dialog>
  );
}

/** Mounted each time the dialog opens, so opening starts with no choice and nothing submitted. */
function QuickQuiz() {
  const [state, dispatch] = useReducer(choiceReducer, emptyChoice);
  return (
    <div className="flex flex-col gap-4">
      <ChoiceQuestion
        question={QUIZ.question}
        choices={QUIZ.choices}
        state={state}
        onChoose={(choice) => dispatch({ type: "choose", choice })}
        correct={isCorrect(state, QUIZ.answer)}
        correctText={QUIZ.correct}
        wrongText={QUIZ.wrong}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <SubmitAnswer state={state} onSubmit={() => dispatch({ type: "submit" })} />
        <DialogClose asChild>
          <Button variant="outline">{WORDS.close}</Button>
        </DialogClose>
      </div>
    </div>
  );
}
