/** The Bonus challenges' games on /gamified-learning: Quick Quiz and Mini Games (SPEC §4, §9). */
import type * as en from "../en/games";
import { formatNumber } from "~/lib/format";
import type { Translation } from "~/locales";
import { plural, withArticle } from "./grammar";

export const GAME_CARD = {
  play: "Jugar ahora",
} as const satisfies Translation<typeof en.GAME_CARD>;

export const QUIZ = {
  question: (first: string, second: string) => `¿Cuánto es ${first} + ${second}?`,
  correct: (xp: string) => `¡Correcto! +${xp}`,
  wrong: "No del todo. ¡Inténtalo de nuevo!",
} as const satisfies Translation<typeof en.QUIZ>;

export const REWARD = {
  gained: (amount: string) => `+${amount}`,
} as const satisfies Translation<typeof en.REWARD>;

export const QUICK_QUIZ_DIALOG = {
  card: "Batallas de estudio",
  cardLead: "Enfréntate a un cuestionario rápido y gana XP. Abre el Cuestionario rápido.",
  title: "Cuestionario rápido",
  description: (xp: string) => `Responde para ganar ${xp}.`,
  /** The quiz, with its article, for its error message ("El cuestionario dejó de funcionar"). */
  widget: "el cuestionario",
  close: "Cerrar",
} as const satisfies Translation<typeof en.QUICK_QUIZ_DIALOG>;

export const SUBMIT_ANSWER = {
  submit: "Enviar",
  submitted: "Enviado",
} as const satisfies Translation<typeof en.SUBMIT_ANSWER>;

export const MINI_GAMES_DIALOG = {
  card: "Minijuegos",
  cardLead: "Un juego de memoria y uno de vocabulario para practicar en un momento.",
  title: "Minijuegos",
  description: "Elige un juego.",
  tabs: "Minijuegos",
  memory: "Memoria",
  vocabulary: "Vocabulario",
  /** With their article, for the error messages ("El juego de memoria dejó de funcionar"). */
  memoryWidget: "el juego de memoria",
  vocabularyWidget: "el juego de vocabulario",
} as const satisfies Translation<typeof en.MINI_GAMES_DIALOG>;

export const MEMORY_GAME = {
  fruits: { apple: "manzana", banana: "plátano", grape: "uva" },
  lead: "Encuentra las tres parejas de frutas.",
  cards: "Cartas",
  /** A card's accessible name, e.g. "Carta 2, manzana, emparejada". */
  card: (position: number, state: string) => `Carta ${formatNumber(position)}, ${state}`,
  matched: (name: string) => `${name}, emparejada`,
  faceDown: "boca abajo",
  back: "?",
  turnedOver: (name: string) => `Descubriste ${withArticle(name)}.`,
  match: (name: string) => `Dos ${plural(name)}: ¡son pareja!`,
  noMatch: (first: string, second: string) => {
    const a = withArticle(first);
    return `${a.charAt(0).toUpperCase()}${a.slice(1)} y ${withArticle(second)}: no son pareja.`;
  },
  pairs: (found: number, total: number) =>
    `Parejas encontradas: ${formatNumber(found)}\u00A0/\u00A0${formatNumber(total)}`,
  won: " · ¡Encontraste todas las parejas!",
  reset: "Reiniciar",
  moves: { one: "{count} movimiento", other: "{count} movimientos" },
  summary: (pairs: number, moves: string) =>
    `Las ${formatNumber(pairs)} parejas encontradas en ${moves}.`,
} as const satisfies Translation<typeof en.MEMORY_GAME>;

export const VOCABULARY = {
  loquacious: { talkative: "Hablador", quiet: "Callado", angry: "Enojado" },
  ephemeral: { forever: "Que dura para siempre", "a-day": "Que dura un día", heavy: "Muy pesado" },
  ubiquitous: {
    rare: "Poco común",
    everywhere: "Presente en todas partes",
    unknown: "Desconocido",
  },
} as const satisfies Translation<typeof en.VOCABULARY>;

export const VOCABULARY_FEEDBACK = {
  correct: (xp: string) => `¡Correcto! +${xp}`,
  wrong: "No del todo. ¡Prueba con la siguiente!",
  meaning: (word: string, meaning: string) => `“${word}” significa «${meaning}».`,
} as const satisfies Translation<typeof en.VOCABULARY_FEEDBACK>;

export const VOCABULARY_GAME = {
  position: (word: number, count: number) =>
    `Palabra ${formatNumber(word)} de ${formatNumber(count)}`,
  question: (word: string) => `¿Qué significa “${word}”?`,
  next: "Siguiente",
  summary: (right: number, count: number) =>
    `Ronda completa: ${formatNumber(right)} de ${formatNumber(count)} palabras bien. Siguiente vuelve a empezar.`,
} as const satisfies Translation<typeof en.VOCABULARY_GAME>;
