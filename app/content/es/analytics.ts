/** The real-time analytics page (SPEC §2 "/real-time-analytics", §3, §4 "Analytics", §9). */
import type * as en from "../en/analytics";
import type { PluralForms } from "~/lib/format";
import type { Translation } from "~/locales";

export const OVERALL_PROGRESS = {
  average: { label: "Promedio actual", detail: (change: string) => `Sube un ${change} este mes` },
  studyTime: { label: "Tiempo de estudio semanal", detail: (hours: string) => `Meta: ${hours}` },
  assignments: { label: "Tareas entregadas" },
  quizzes: { label: "Promedio en cuestionarios" },
} as const satisfies Translation<typeof en.OVERALL_PROGRESS>;

export const ASSIGNMENTS_DUE = {
  one: "{count} vence esta semana",
  other: "{count} vencen esta semana",
} as const satisfies Translation<typeof en.ASSIGNMENTS_DUE> & PluralForms;

export const QUIZZES_TAKEN = {
  one: "En {count} cuestionario",
  other: "En {count} cuestionarios",
} as const satisfies Translation<typeof en.QUIZZES_TAKEN> & PluralForms;

export const RECENT_SCORES = {
  "algebra-quiz": "Cuestionario de álgebra",
  "physics-lab-report": "Informe de laboratorio de física",
  "literature-essay": "Ensayo de literatura",
} as const satisfies Translation<typeof en.RECENT_SCORES>;

export const PREDICTIONS = {
  completion: { title: "Predicción de finalización" },
  grade: {
    title: "Predicción de calificación",
    value: "A-",
    detail: "Calificación final prevista; el trimestre pasado tuviste B+.",
  },
  confidence: {
    title: "Confianza para el examen",
    detail: "Tu confianza para el examen de álgebra de la próxima semana.",
  },
} as const satisfies Translation<typeof en.PREDICTIONS>;

export const FINISHING_EARLY = {
  one: "Terminarás el temario {count} semana antes de lo previsto.",
  other: "Terminarás el temario {count} semanas antes de lo previsto.",
} as const satisfies Translation<typeof en.FINISHING_EARLY> & PluralForms;

export const SMART_ALERTS = {
  calculus: {
    title: "Cálculo necesita atención",
    detail: (percent: string) =>
      `Tus tres últimas notas de cálculo están por debajo del ${percent}. Prueba el repaso guiado de derivadas.`,
  },
  streak: {
    title: "Tu racha de estudio está en riesgo",
    detail: (minutes: string, days: string) =>
      `Hoy todavía no has estudiado. Una sesión de ${minutes} minutos mantiene tu racha de ${days} días.`,
  },
  biology: {
    title: "Nuevo logro en biología",
    detail: (percent: string) => `Sacaste más del ${percent} en biología tres veces seguidas.`,
  },
} as const satisfies Translation<typeof en.SMART_ALERTS>;

export const PERSONAL_GOALS = {
  calculus: {
    title: (percent: string) => `Subir cálculo al ${percent}`,
    detail: "Plazo: fin de mes",
  },
  history: { title: "Leer dos capítulos de historia", detail: "Empieza la próxima semana" },
  algebra: { title: "Terminar la unidad de álgebra", detail: "Lograda el lunes" },
} as const satisfies Translation<typeof en.PERSONAL_GOALS>;

export const ANALYTICS_PAGE = {
  eyebrow: "Descubre cómo vas",
  title: "Analíticas en tiempo real",
  compare: "Comparar con otros",
  report: "Generar informe",
} as const satisfies Translation<typeof en.ANALYTICS_PAGE>;

/** `widget` names the tabs, with its article, in the error message if they fail. */
export const ANALYTICS_TABS = {
  widget: "la vista de analíticas",
  label: "Vistas de analíticas",
  dashboard: "Panel",
  heatmap: "Mapa de habilidades",
  predictions: "Predicciones",
  goals: "Metas y alertas",
} as const satisfies Translation<typeof en.ANALYTICS_TABS>;

export const OVERALL_PROGRESS_CARD = {
  title: "Progreso general",
  syllabus: "Temario completado",
} as const satisfies Translation<typeof en.OVERALL_PROGRESS_CARD>;

export const LIVE_SCORE_FEED = {
  title: "Notas en vivo",
  description: "Tus tres notas más recientes.",
  accuracy: (percent: string) => `Precisión: ${percent}`,
  time: (time: string) => `Tiempo: ${time}`,
  averageTime: (time: string) => `Tiempo promedio: ${time}`,
  outOf: (max: string) => `/${max}`,
} as const satisfies Translation<typeof en.LIVE_SCORE_FEED>;

export const SKILLS_HEATMAP = {
  title: "Mapa de calor de habilidades",
  description: (strong: string, revision: string, revisionTo: string) =>
    `Fuerte a partir del ${strong}, para repasar del ${revision} al ${revisionTo}, débil por debajo del ${revision}.`,
  performance: (topic: string) => `Rendimiento en ${topic}`,
  status: { strong: "Fuerte", revision: "Para repasar", weak: "Débil" },
  caption: { strong: "¡Sigue así!", revision: "Necesita repaso", weak: "Área de enfoque" },
  topics: {
    algebra: "Álgebra",
    geometry: "Geometría",
    calculus: "Cálculo",
    physics: "Física",
    chemistry: "Química",
    biology: "Biología",
    literature: "Literatura",
    history: "Historia",
  },
} as const satisfies Translation<typeof en.SKILLS_HEATMAP>;

export const CLASS_COMPARISON = {
  title: "Tú y tu clase",
  aboveAverage: (percent: string) => `Estás ${percent} por encima del promedio de la clase.`,
  own: "Tu progreso",
  classAverage: "Promedio de la clase",
  aiRecommended: "Recomendado por la IA",
} as const satisfies Translation<typeof en.CLASS_COMPARISON>;

export const GOALS_AND_ALERTS = {
  alerts: "Alertas inteligentes",
  goals: "Metas personales",
  newGoal: "Fijar una meta nueva",
  status: { inProgress: "En curso", pending: "Pendiente", completed: "Completada" },
} as const satisfies Translation<typeof en.GOALS_AND_ALERTS>;
