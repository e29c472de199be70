import { ArrowRightIcon, SwordsIcon } from "lucide-react";
import { useReducer } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "~/components/ui/dialog";
import { WidgetBoundary } from "~/components/ui/widget-boundary";
import { GAME_CARD, QUICK_QUIZ_DIALOG as WORDS, QUIZ } from "~/content/games";
import { ChoiceQuestion, SubmitAnswer } from "./choice-question";
import { choiceReducer, emptyChoice, isCorrect } from "./quiz-machine";

/** Study Battles: the whole card is the button that opens the Quick Quiz (click, Enter, Space). */
export function QuickQuizDialog() {
  return (
    <Dialog>
      <DialogTrigger className="flex h-full w-full cursor-pointer flex-col items-start gap-2 rounded-2xl border bg-card p-5 text-start shadow-sm transition-colors hover:border-primary sm:p-6">
        <SwordsIcon aria-hidden="true" className="size-7 text-primary" />
        <span className="text-lg font-semibold">{WORDS.card}</span>
        <span className="text-sm text-muted-foreground">{WORDS.cardLead}</span>
        <span className="mt-auto inline-flex items-center gap-1 pt-1 text-sm font-semibold text-primary">
          {GAME_CARD.play}
          <ArrowRightIcon aria-hidden="true" className="size-4" />
        </span>
      </DialogTrigger>
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
