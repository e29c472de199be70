/** The weekly study schedule (SPEC §2 "/schedule", §3 "Schedule session"). */
import type * as en from "../en/schedule";
import type { Translation } from "~/locales";

/** `color` is a style token, the same in every edition. */
export const THIS_WEEK = [
  {
    day: "Lunes",
    time: "16:00 – 17:00",
    subject: "Álgebra: ecuaciones cuadráticas",
    type: "Práctica",
    color: "indigo",
  },
  {
    day: "Martes",
    time: "16:30 – 17:30",
    subject: "Programación: crea una app de cuestionarios",
    type: "Proyecto",
    color: "emerald",
  },
  {
    day: "Miércoles",
    time: "16:30 – 17:30",
    subject: "Física: laboratorio de movimiento y fuerzas",
    type: "Experimento",
    color: "amber",
  },
  {
    day: "Jueves",
    time: "16:00 – 16:45",
    subject: "Química: repaso de la tabla periódica",
    type: "Repaso",
    color: "sky",
  },
  {
    day: "Viernes",
    time: "16:00 – 16:45",
    subject: "Cuestionario semanal de seguimiento",
    type: "Evaluación",
    color: "rose",
  },
] as const satisfies Translation<typeof en.THIS_WEEK>;

export const SCHEDULE_PAGE = {
  back: "Volver a Personalización con IA",
  title: "Horario de estudio",
  lead: "Cinco sesiones enfocadas esta semana, planificadas en torno a tus metas de aprendizaje.",
  thisWeek: "Esta semana",
  backShort: "Volver a Personalización",
  export: "Exportar horario",
} as const satisfies Translation<typeof en.SCHEDULE_PAGE>;
