import { Gamepad2Icon, RotateCcwIcon } from "lucide-react";
import { useReducer } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { WidgetBoundary } from "~/components/ui/widget-boundary";
import {
  MEMORY_GAME,
  MINI_GAMES_DIALOG as WORDS,
  VOCABULARY,
  VOCABULARY_FEEDBACK,
  VOCABULARY_GAME,
} from "~/content/games";
import { cn } from "~/lib/cn";
import { GameCardTrigger } from "./game-card-trigger";
import { ChoiceQuestion, SubmitAnswer } from "./choice-question";
import { isCorrect } from "./quiz-machine";
import { describeTurn } from "./memory-machine";
import { useMemoryGame } from "./use-memory-game";
import { initialVocabulary, vocabularyReducer } from "./vocabulary-machine";

export function MiniGamesDialog() {
  return (
    <Dialog>
      <GameCardTrigger icon={Gamepad2Icon} title={WORDS.card} lead={WORDS.cardLead} />
      <DialogContent title={WORDS.title} description={WORDS.description} width="xl">
        <Tabs defaultValue="memory">
          <TabsList aria-label={WORDS.tabs}>
            <TabsTrigger value="memory">{WORDS.memory}</TabsTrigger>
            <TabsTrigger value="vocabulary">{WORDS.vocabulary}</TabsTrigger>
          </TabsList>
          {/* Both games keep their progress while the other tab is shown. */}
          <TabsContent value="memory" keepMounted className="min-h-96">
            <WidgetBoundary widget={WORDS.memoryWidget}>
              <MemoryGame />
            </WidgetBoundary>
          </TabsContent>
          <TabsContent value="vocabulary" keepMounted className="min-h-96">
            <WidgetBoundary widget={WORDS.vocabularyWidget}>
              <VocabularyGame />
            </WidgetBoundary>
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

function MemoryGame() {
  const { state, pairs, totalPairs, flip, reset } = useMemoryGame();
  const won = pairs === totalPairs;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{MEMORY_GAME.lead}</p>
      <ul className="grid grid-cols-3 gap-3" aria-label={MEMORY_GAME.cards}>
        {state.cards.map((card, index) => {
          const faceUp = card.flipped || card.matched;
          const name = MEMORY_GAME.card(
            index + 1,
            card.matched
              ? MEMORY_GAME.matched(card.name)
              : faceUp
                ? card.name
                : MEMORY_GAME.faceDown,
          );
          return (
            <li key={card.id}>
              <button
                type="button"
                aria-label={name}
                aria-disabled={faceUp || state.locked}
                onClick={() => flip(card.id)}
                className={cn(
                  "flex aspect-square w-full cursor-pointer items-center justify-center rounded-xl border-2 text-4xl transition-colors",
                  card.matched
                    ? "border-success bg-success-soft"
                    : faceUp
                      ? "border-primary bg-primary-soft"
                      : "border-input bg-muted hover:border-primary",
                )}
              >
                {/* The word under the picture: the game works without an emoji font too. */}
                <span aria-hidden="true" className="flex flex-col items-center gap-1">
                  <span>{faceUp ? card.emoji : "?"}</span>
                  {faceUp ? (
                    <span className="text-xs font-semibold capitalize">{card.name}</span>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <p role="status" className="-mt-1 min-h-5 text-sm">
        {describeTurn(state)}
      </p>
      <div className="flex items-center justify-between gap-3">
        <p role="status" className="font-semibold">
          {MEMORY_GAME.pairs(pairs, totalPairs)}
          {won ? MEMORY_GAME.won : ""}
        </p>
        <Button variant="outline" onClick={reset}>
          <RotateCcwIcon aria-hidden="true" />
          {MEMORY_GAME.reset}
        </Button>
      </div>
    </div>
  );
}

function VocabularyGame() {
  const [state, dispatch] = useReducer(vocabularyReducer, initialVocabulary);
  const question = VOCABULARY[state.index] ?? VOCABULARY[0];
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        {VOCABULARY_GAME.position(state.index + 1, VOCABULARY.length)}
      </p>
      <ChoiceQuestion
        question={VOCABULARY_GAME.question(question.word)}
        choices={question.choices}
        state={state}
        onChoose={(choice) => dispatch({ type: "choose", choice })}
        correct={isCorrect(state, question.answer)}
        correctText={VOCABULARY_FEEDBACK.correct}
        wrongText={VOCABULARY_FEEDBACK.wrong}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <SubmitAnswer state={state} onSubmit={() => dispatch({ type: "submit" })} />
        <Button
          variant="outline"
          onClick={() => dispatch({ type: "next", count: VOCABULARY.length })}
        >
          {VOCABULARY_GAME.next}
        </Button>
      </div>
    </div>
  );
}
