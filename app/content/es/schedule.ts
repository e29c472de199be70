/** The weekly study schedule (SPEC §2 "/schedule", §3 "Schedule session"). */
import type * as en from "../en/schedule";
import type { Translation } from "~/locales";

export const THIS_WEEK = {
  monday: { day: "Lunes", subject: "Álgebra: ecuaciones cuadráticas", type: "Práctica" },
  tuesday: {
    day: "Martes",
    subject: "Programación: crea una app de cuestionarios",
    type: "Proyecto",
  },
  wednesday: {
    day: "Miércoles",
    subject: "Física: laboratorio de movimiento y fuerzas",
    type: "Experimento",
  },
  thursday: { day: "Jueves", subject: "Química: repaso de la tabla periódica", type: "Repaso" },
  friday: { day: "Viernes", subject: "Cuestionario semanal de seguimiento", type: "Evaluación" },
} as const satisfies Translation<typeof en.THIS_WEEK>;

export const SCHEDULE_PAGE = {
  back: "Volver a Personalización con IA",
  title: "Horario de estudio",
  lead: "Cinco sesiones enfocadas esta semana, planificadas en torno a tus metas de aprendizaje.",
  thisWeek: "Esta semana",
  backShort: "Volver a Personalización",
  export: "Exportar horario",
  time: (start: string, end: string) => `${start} – ${end}`,
} as const satisfies Translation<typeof en.SCHEDULE_PAGE>;
