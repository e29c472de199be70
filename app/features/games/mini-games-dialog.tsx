import { RotateCcwIcon, TrophyIcon } from "lucide-react";
import { useReducer, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { Emoji } from "~/components/ui/emoji";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { WidgetBoundary } from "~/components/ui/widget-boundary";
import {
  MEMORY_GAME,
  MINI_GAMES_DIALOG as WORDS,
  VOCABULARY as CHOICES,
  VOCABULARY_FEEDBACK,
  VOCABULARY_GAME,
} from "~/content/games";
import { XP_AMOUNT } from "~/content/common";
import { VOCABULARY_XP, VOCABULARY as WORDS_ASKED } from "~/data/games";
import { cn } from "~/lib/cn";
import { formatPlural } from "~/lib/format";
import { idsOf } from "~/lib/ids";
import { LOCALES, ORIGINAL_LOCALE } from "~/locales";
import type { GameDialogProps, GameXp } from "./visit-xp";
import { ChoiceQuestion } from "./choice-question";
import { isCorrect } from "./choice-round";
import { describeTurn } from "./memory-machine";
import { useMemoryGame } from "./use-memory-game";
import { initialVocabulary, roundOver, vocabularyReducer } from "./vocabulary-machine";

/** A word asked, its choices of meaning in the edition's words and the right one. */
function askedWord<Id extends keyof typeof CHOICES>(id: Id) {
  const choices = CHOICES[id];
  const { word, answer } = WORDS_ASKED[id];
  return {
    word,
    choices: idsOf(choices).map((choice) => choices[choice]),
    answer: choices[answer],
  };
}

/** The words asked, in order. */
const VOCABULARY = idsOf(WORDS_ASKED).map(askedWord);

/**
 * An edition's sentence around a word asked, that word marked as English, the language it is in
 * every edition (WCAG 3.1.2): a screen reader reading the text says it in an English voice.
 */
function withWordAsked(text: string, word: string): ReactNode {
  const at = text.indexOf(word);
  if (at === -1) return text;
  return (
    <>
      {text.slice(0, at)}
      <span lang={LOCALES[ORIGINAL_LOCALE].lang}>{word}</span>
      {text.slice(at + word.length)}
    </>
  );
}

/** The Mini Games, opened by their card; the vocabulary game earns XP. */
export function MiniGamesDialog({ earned, onEarn, ...dialog }: GameDialogProps) {
  return (
    <Dialog {...dialog}>
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
              <VocabularyGame earned={earned} onEarn={onEarn} />
            </WidgetBoundary>
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

function MemoryGame() {
  const { state, pairs, totalPairs, won, flip, reset } = useMemoryGame();
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
            <li key={card.id} className="perspective-distant">
              <button
                type="button"
                aria-label={name}
                aria-disabled={faceUp || state.locked}
                onClick={() => flip(card.id)}
                className="group block aspect-square w-full cursor-pointer rounded-xl"
              >
                {/* Two faces back to back, turned over in 3D (at once with reduced motion).
                    The word under the picture: the game works without an emoji font too. */}
                <span
                  aria-hidden="true"
                  data-face={faceUp ? "up" : "down"}
                  className={cn(
                    "relative block size-full transform-3d motion-safe:transition-transform motion-safe:duration-500",
                    faceUp && "rotate-y-180",
                  )}
                >
                  <span className="absolute inset-0 flex items-center justify-center rounded-xl border-2 border-input bg-muted text-4xl backface-hidden group-hover:border-primary">
                    {MEMORY_GAME.back}
                  </span>
                  <span
                    className={cn(
                      "absolute inset-0 flex rotate-y-180 flex-col items-center justify-center gap-1 rounded-xl border-2 text-4xl backface-hidden",
                      card.matched
                        ? "border-success bg-success-soft forced-colors:border-[Highlight]"
                        : "border-primary bg-primary-soft",
                    )}
                  >
                    <Emoji emoji={card.emoji} />
                    <span className="text-xs font-semibold capitalize">{card.name}</span>
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div role="status" className="-mt-1 min-h-5 text-sm">
        {won ? (
          <p className="flex items-center gap-2 rounded-xl bg-success-soft p-3 font-semibold text-success-soft-foreground">
            <TrophyIcon aria-hidden="true" className="size-5 shrink-0" />
            {MEMORY_GAME.summary(totalPairs, formatPlural(state.moves, MEMORY_GAME.moves))}
          </p>
        ) : (
          <span key={state.moves}>{describeTurn(state)}</span>
        )}
      </div>
      <div className="flex items-center justify-between gap-3">
        <div className="flex flex-col">
          <p role="status" className="font-semibold">
            {MEMORY_GAME.pairs(pairs, totalPairs)}
            {won ? MEMORY_GAME.won : ""}
          </p>
          <p className="text-sm text-muted-foreground">
            {formatPlural(state.moves, MEMORY_GAME.moves)}
          </p>
        </div>
        <Button variant="outline" onClick={reset}>
          <RotateCcwIcon aria-hidden="true" />
          {MEMORY_GAME.reset}
        </Button>
      </div>
    </div>
  );
}

function VocabularyGame(visit: GameXp) {
  const [state, dispatch] = useReducer(vocabularyReducer, initialVocabulary);
  const question = VOCABULARY[state.index] ?? VOCABULARY[0]!;
  const correct = isCorrect(state, question.answer);
  return (
    <ChoiceQuestion
      {...visit}
      position={VOCABULARY_GAME.position(state.index + 1, VOCABULARY.length)}
      question={withWordAsked(VOCABULARY_GAME.question(question.word), question.word)}
      xpKey={question.word}
      choices={question.choices}
      answer={question.answer}
      xp={VOCABULARY_XP}
      state={state}
      reducer={vocabularyReducer}
      dispatch={dispatch}
      correctText={VOCABULARY_FEEDBACK.correct(formatPlural(VOCABULARY_XP, XP_AMOUNT))}
      wrongText={VOCABULARY_FEEDBACK.wrong}
      after={
        <>
          {correct === false ? (
            <p className="font-normal">
              {withWordAsked(
                VOCABULARY_FEEDBACK.meaning(question.word, question.answer),
                question.word,
              )}
            </p>
          ) : null}
          {roundOver(state, VOCABULARY.length) ? (
            <p className="rounded-xl bg-primary-soft p-3 text-primary-soft-foreground">
              {VOCABULARY_GAME.summary(state.right, VOCABULARY.length)}
            </p>
          ) : null}
        </>
      }
    >
      <Button
        variant="outline"
        onClick={() => dispatch({ type: "next", count: VOCABULARY.length })}
      >
        {VOCABULARY_GAME.next}
      </Button>
    </ChoiceQuestion>
  );
}
