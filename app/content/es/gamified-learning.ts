/** The /gamified-learning page (SPEC §2–§5, §8, §9); its games' words are in games.ts. */
import type * as en from "../en/gamified-learning";
import { formatList, formatNumber, type PluralForms } from "~/lib/format";
import type { Translation } from "~/locales";
import { XP_AMOUNT } from "./common";

export const GAMIFIED_LEARNING_PAGE = {
  eyebrow: "Aprende jugando",
  title: "Aprendizaje gamificado",
  lead: "Niveles, rachas, misiones y minijuegos que hacen que practicar sea como jugar.",
  bonus: "Desafíos extra",
  bossLevels: "Niveles jefe",
  bossLevelsLead: "Grandes proyectos con grandes recompensas.",
  callToAction: {
    title: "¿Todo listo para subir de nivel?",
    lead: "Únete a una misión, gana XP y escala en la clasificación.",
    start: "Empezar a jugar",
    demo: "Ver la demo",
  },
} as const satisfies Translation<typeof en.GAMIFIED_LEARNING_PAGE>;

/**
 * An amount of coins, a price or a reward (the plural forms `formatPlural` takes; "many" is for
 * whole millions).
 */
const COINS = {
  one: "{count} moneda",
  many: "{count} de monedas",
  other: "{count} monedas",
} as const satisfies PluralForms;

export const DAILY_CHALLENGE = {
  title: {
    one: "Resuelve {count} problema de álgebra sin pistas",
    other: "Resuelve {count} problemas de álgebra sin pistas",
  },
  rewards: {
    coins: COINS,
    "brain-points": { one: "{count} punto de ingenio", other: "{count} puntos de ingenio" },
    badge: { one: "una insignia", other: "{count} insignias" },
  },
} as const satisfies Translation<typeof en.DAILY_CHALLENGE>;

export const WEEKLY_CHALLENGE = {
  title: {
    one: "Completa {count} problema esta semana",
    other: "Completa {count} problemas esta semana",
  },
  reward: "Gran Trofeo",
} as const satisfies Translation<typeof en.WEEKLY_CHALLENGE>;

export const TROPHY_CABINET = {
  "math-marathon": { name: "Maratón de Matemáticas", detail: "Ganado en marzo" },
  "perfect-week": {
    name: "Semana perfecta",
    detail: {
      one: "{count} día cumpliendo todas las metas",
      other: "{count} días cumpliendo todas las metas",
    },
  },
  "quiz-champion": {
    name: "Campeón de cuestionarios",
    detail: "Primer puesto en el cuestionario de la clase",
  },
} as const satisfies Translation<typeof en.TROPHY_CABINET>;

export const COMPETITIONS = {
  "spring-science-cup": {
    name: "Copa de Ciencias de Primavera",
    detail: { one: "Termina en {count} día", other: "Termina en {count} días" },
  },
  "vocabulary-sprint": { name: "Sprint de Vocabulario", detail: "Termina el viernes" },
} as const satisfies Translation<typeof en.COMPETITIONS>;

export const SHOP = {
  "scholar-hat": { name: "Birrete de sabio", category: "Equipo para el avatar" },
  "logic-sword": { name: "Espada de la Lógica", category: "Equipo para el avatar" },
  "hint-token": { name: "Ficha de pista", category: "Potenciadores" },
  "quiz-retry": { name: "Repetir cuestionario", category: "Potenciadores" },
  "advanced-physics": { name: "Física avanzada", category: "Lecciones especiales" },
  "creative-writing": { name: "Escritura creativa", category: "Lecciones especiales" },
} as const satisfies Translation<typeof en.SHOP>;

export const BOSS_PROJECTS = {
  "eco-city": {
    title: "Diseña una ciudad ecológica",
    description: "Planifica una ciudad que funcione con energías renovables y presenta tus datos.",
  },
  "story-app": {
    title: "Crea una app de cuentos",
    description: "Escribe una historia con varios caminos y conviértela en una app web sencilla.",
  },
  "rocket-launch": {
    title: "Simula el lanzamiento de un cohete",
    description: "Usa fórmulas de física para predecir el vuelo de un cohete a escala.",
  },
  "family-tree": {
    title: "Árbol genealógico histórico",
    description: "Investiga tres generaciones de tu familia y ubícalas en una línea de tiempo.",
  },
  "garden-lab": {
    title: "Huerto-laboratorio en el aula",
    description: "Cultiva semillas con distintas luces y registra su crecimiento en un gráfico.",
  },
  "math-game": {
    title: "Inventa un juego de mesa matemático",
    description: "Crea un juego de mesa en el que cada jugada sirva para practicar fracciones.",
  },
} as const satisfies Translation<typeof en.BOSS_PROJECTS>;

/** "Racha de 12 días" (the plural forms `formatPlural` takes; "many" is for whole millions). */
const STREAK = {
  one: "Racha de {count} día",
  many: "Racha de {count} de días",
  other: "Racha de {count} días",
} as const satisfies PluralForms;

export const LEARNER_SUMMARY = {
  avatar: "Avatar de zorro",
  level: (level: number) => `Nivel ${formatNumber(level)}`,
  streak: STREAK,
  xpToLevel: (level: number) => `XP para el nivel ${formatNumber(level)}`,
  /** "2450 / 3000 XP", the numbers already formatted. */
  xpOfNext: (xp: string, next: string) => `${xp} / ${next} XP`,
  progressLabel: (level: number) => `Progreso de XP hacia el nivel ${formatNumber(level)}`,
  progressValue: (xp: string, next: string) => `${xp} de ${next} XP`,
  trophies: "Trofeos",
  badges: "Insignias",
  coins: "Monedas",
  rank: "Puesto en la clase",
  rankValue: (rank: number) => `${formatNumber(rank)}.º`,
  earned: (amount: string) => `+${amount} en esta visita`,
} as const satisfies Translation<typeof en.LEARNER_SUMMARY>;

export const MISSION_BOARD = {
  title: "Tablero de misiones",
  daily: "Desafío diario",
  dailyProgress: "Progreso del desafío diario",
  dailyValue: (done: number, total: number) => `${formatNumber(done)} de ${formatNumber(total)}`,
  dailyDone: (done: number, total: number) =>
    `${formatNumber(done)} de ${formatNumber(total)} completados.`,
  rewards: "Recompensas:",
  rewardList: (rewards: readonly string[]) => formatList(rewards),
  weekly: "Desafío semanal",
  weeklyProgress: "Progreso del desafío semanal",
  weeklyValue: (done: number, total: number) =>
    `${formatNumber(done)} de ${formatNumber(total)} problemas`,
  /** Followed by the reward's name, e.g. "17 de 25 problemas para ganar el Gran Trofeo". */
  weeklyDone: (done: number, total: number) =>
    `${formatNumber(done)} de ${formatNumber(total)} problemas para ganar el`,
} as const satisfies Translation<typeof en.MISSION_BOARD>;

export const SKILL_TREE_WORDS = {
  title: "Árbol de habilidades",
  mastered: "Dominada",
  level: (level: number) => `Nivel ${formatNumber(level)}`,
  lockedUntil: (level: number) => `Bloqueada hasta el nivel ${formatNumber(level)}`,
  skills: {
    logic: "Lógica",
    language: "Lenguaje",
    science: "Ciencias",
    creativity: "Creatividad",
  },
} as const satisfies Translation<typeof en.SKILL_TREE_WORDS>;

export const LEADERBOARDS = {
  title: "Clasificaciones",
  classRanking: "Clasificación de la clase",
  classRankingCaption: "Clasificación de la clase por XP",
  rank: "Puesto",
  name: "Nombre",
  xp: "XP",
  trophyCabinet: "Vitrina de trofeos",
  competitions: "Competiciones en curso",
  place: (rank: string, entrants: string) => `Puesto ${rank} de ${entrants}`,
  you: "Tú",
} as const satisfies Translation<typeof en.LEADERBOARDS>;

export const SHOP_WORDS = {
  title: "Tienda",
  description: "Gasta monedas y XP en equipo, lecciones y potenciadores.",
  price: {
    coins: COINS,
    xp: XP_AMOUNT,
  },
  buy: "Comprar",
  unlock: "Desbloquear",
  buyLabel: (item: string) => `Comprar ${item}`,
  unlockLabel: (item: string) => `Desbloquear ${item}`,
} as const satisfies Translation<typeof en.SHOP_WORDS>;

export const LEARNING_ROOMS_WORDS = {
  title: "Salas de aprendizaje",
  open: "Abierta",
  unlocksAt: (level: number) => `Se desbloquea en el nivel ${formatNumber(level)}`,
  unlockedAt: (level: number) => `Desbloqueada en el nivel ${formatNumber(level)}`,
  rooms: {
    "math-arena": "Arena de Matemáticas",
    "science-lab": "Laboratorio de Ciencias",
    "code-planet": "Planeta Código",
  },
} as const satisfies Translation<typeof en.LEARNING_ROOMS_WORDS>;

export const BOSS_LEVELS = {
  difficulty: {
    beginner: "Principiante",
    intermediate: "Intermedio",
    advanced: "Avanzado",
  },
  duration: {
    days: { one: "{count} día", other: "{count} días" },
    weeks: { one: "{count} semana", other: "{count} semanas" },
  },
  start: "Empezar proyecto",
  startLabel: (title: string) => `Empezar proyecto: ${title}`,
  started: "Proyecto iniciado",
  added: (title: string) => `Se agregó “${title}” a tu panel.`,
} as const satisfies Translation<typeof en.BOSS_LEVELS>;
