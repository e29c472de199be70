/** The AI personalization page (SPEC §2 "/ai-personalization", §3, §9). */
import type * as en from "../en/ai-personalization";
import { formatNumber } from "~/lib/format";
import type { Translation } from "~/locales";

/** The header and the two chats' dialogs; each title is also the chat's name in its sentences. */
export const AI_PERSONALIZATION = {
  eyebrow: "Tu aprendizaje, a tu manera",
  title: "Personalización con IA",
  lead: "Un aprendizaje que se adapta a tu estilo, tu ritmo y tus metas, con un tutor que está disponible siempre que tú lo estés.",
  coach: {
    title: "Tutor IA",
    description: "Tu tutor personal de aprendizaje. Las respuestas son ejemplos.",
    open: "Chatear con Tutor IA",
  },
  partner: {
    title: "Compañero IA",
    description:
      "Estudia con un compañero de IA cuando tus amigos no están. Las respuestas son ejemplos.",
    open: "Chatear con Compañero IA",
  },
} as const satisfies Translation<typeof en.AI_PERSONALIZATION>;

export const LEARNER_PROFILE_CARD = {
  title: "Perfil de aprendizaje",
  learningStyle: "Estilo de aprendizaje",
  preferredHours: "Horario preferido",
  focusAreas: "Áreas de enfoque",
  level: (level: number) => `Nivel ${formatNumber(level)}`,
  progressLabel: (nextLevel: number) => `Progreso hacia el nivel ${formatNumber(nextLevel)}`,
  progress: (percent: string, nextLevel: number) =>
    `${percent} del camino hacia el nivel ${formatNumber(nextLevel)}`,
} as const satisfies Translation<typeof en.LEARNER_PROFILE_CARD>;

export const LEARNER_PROFILE = {
  learningStyle: "Aprendizaje visual",
  preferredHours: (from: string, to: string) => `Tardes, ${from} – ${to}`,
  focusAreas: ["Álgebra", "Física", "Redacción de ensayos"],
} as const satisfies Translation<typeof en.LEARNER_PROFILE>;

export const PROGRESS_TRACKER = {
  title: "Seguimiento inteligente del progreso",
  description: "Tu avance en cada tema y tu última nota.",
  figures: (progress: string, score: string) => `${progress} · Nota: ${score}`,
  progressLabel: (topic: string) => `Progreso en ${topic}`,
  topics: {
    algebra: "Álgebra",
    physics: "Física",
    literature: "Literatura",
    chemistry: "Química",
  },
} as const satisfies Translation<typeof en.PROGRESS_TRACKER>;

export const CUSTOMIZATION = {
  title: "Controles de personalización",
  description:
    "Ajusta cómo quieres que sean tus lecciones. Estos ajustes solo valen en esta página.",
  difficulty: "Dificultad",
  pace: "Ritmo de aprendizaje",
  paceShown: (word: string, value: number) => `${word} (${formatNumber(value)})`,
  paceSpoken: (word: string, value: number) => `${formatNumber(value)}, ${word}`,
  contentTypes: "Tipos de contenido",
} as const satisfies Translation<typeof en.CUSTOMIZATION>;

export const PACE_WORDS = {
  slow: "Lento",
  normal: "Normal",
  fast: "Rápido",
} as const satisfies Translation<typeof en.PACE_WORDS>;

export const DIFFICULTIES = {
  easy: "Fácil",
  medium: "Media",
  advanced: "Avanzada",
} as const satisfies Translation<typeof en.DIFFICULTIES>;

export const CONTENT_TYPES = {
  videos: { label: "Videos" },
  infographics: { label: "Infografías" },
  quizzes: { label: "Cuestionarios interactivos" },
  simulations: { label: "Simulaciones de la vida real" },
} as const satisfies Translation<typeof en.CONTENT_TYPES>;

export const AI_COACH_CARD = {
  title: "Tutor IA",
  description:
    "Pide una explicación, una pregunta de práctica o un plan de estudio cuando quieras.",
} as const satisfies Translation<typeof en.AI_COACH_CARD>;

export const LEARNING_PLAN_CARD = {
  title: "Plan de aprendizaje",
  day: (day: string) => `${day}:`,
  completed: "(completado)",
  toDo: "(pendiente)",
  viewSchedule: "Ver el horario completo",
} as const satisfies Translation<typeof en.LEARNING_PLAN_CARD>;

export const ACHIEVEMENTS_CARD = {
  title: "Logros",
  studyBuddies: "Compañeros de estudio",
  online: "En línea",
  offline: "Sin conexión",
  subjects: { maya: "Física", leo: "Álgebra", priya: "Literatura" },
} as const satisfies Translation<typeof en.ACHIEVEMENTS_CARD>;

export const ACHIEVEMENTS = {
  streak: {
    title: { one: "Racha de {count} día", other: "Racha de {count} días" },
    detail: {
      one: "Estudiaste todos los días durante {count} día seguido",
      other: "Estudiaste todos los días durante {count} días seguidos",
    },
  },
  "algebra-ace": {
    title: "As del álgebra",
    detail: (percent: string) => `Sacaste un ${percent} o más en cinco cuestionarios`,
  },
  "curious-mind": {
    title: "Mente curiosa",
    detail: {
      one: "Le hiciste {count} pregunta al Tutor IA",
      other: "Le hiciste {count} preguntas al Tutor IA",
    },
  },
} as const satisfies Translation<typeof en.ACHIEVEMENTS>;
