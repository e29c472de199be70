/** The real-time analytics page (SPEC §2 "/real-time-analytics", §3, §4 "Analytics", §9). */
import type * as en from "../en/analytics";
import type { Translation } from "~/locales";

export const OVERALL_PROGRESS = [
  { label: "Promedio actual", value: "86\u00a0%", detail: "Sube un 4\u00a0% este mes" },
  { label: "Tiempo de estudio semanal", value: "12,5 h", detail: "Meta: 12 h" },
  { label: "Tareas entregadas", value: "24/28", detail: "4 vencen esta semana" },
  { label: "Promedio en cuestionarios", value: "88\u00a0%", detail: "En 15 cuestionarios" },
] as const satisfies Translation<typeof en.OVERALL_PROGRESS>;

export const RECENT_SCORES = [
  { subject: "Cuestionario de álgebra", time: "12 min", avgTime: "15 min" },
  { subject: "Informe de laboratorio de física", time: "25 min", avgTime: "22 min" },
  { subject: "Ensayo de literatura", time: "40 min", avgTime: "35 min" },
] as const satisfies Translation<typeof en.RECENT_SCORES>;

export const PREDICTIONS = {
  completion: {
    title: "Predicción de finalización",
    value: "12 de junio",
    detail: "Terminarás el temario 2 semanas antes de lo previsto.",
  },
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

export const SMART_ALERTS = [
  {
    title: "Cálculo necesita atención",
    detail:
      "Tus tres últimas notas de cálculo están por debajo del 60\u00a0%. Prueba el repaso guiado de derivadas.",
  },
  {
    title: "Tu racha de estudio está en riesgo",
    detail: "Hoy todavía no has estudiado. Una sesión de 15 minutos mantiene tu racha de 12 días.",
  },
  {
    title: "Nuevo logro en biología",
    detail: "Sacaste más del 90\u00a0% en biología tres veces seguidas.",
  },
] as const satisfies Translation<typeof en.SMART_ALERTS>;

export const PERSONAL_GOALS = [
  { title: "Subir cálculo al 70\u00a0%", detail: "Plazo: fin de mes" },
  { title: "Leer dos capítulos de historia", detail: "Empieza la próxima semana" },
  { title: "Terminar la unidad de álgebra", detail: "Lograda el lunes" },
] as const satisfies Translation<typeof en.PERSONAL_GOALS>;

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
  outOf: "/100",
} as const satisfies Translation<typeof en.LIVE_SCORE_FEED>;

export const SKILLS_HEATMAP = {
  title: "Mapa de calor de habilidades",
  description:
    "Fuerte a partir del 80\u00a0%, para repasar del 60\u00a0% al 79\u00a0%, débil por debajo del 60\u00a0%.",
  performance: (topic: string) => `Rendimiento en ${topic}`,
  status: { strong: "Fuerte", revision: "Para repasar", weak: "Débil" },
  caption: { strong: "¡Sigue así!", revision: "Necesita repaso", weak: "Área de enfoque" },
  topics: [
    "Álgebra",
    "Geometría",
    "Cálculo",
    "Física",
    "Química",
    "Biología",
    "Literatura",
    "Historia",
  ],
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
