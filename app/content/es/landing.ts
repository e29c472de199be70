/** Copy and figures of the landing page (SPEC §1, §2, §9). */
import type * as en from "../en/landing";
import type { Translation } from "~/locales";

export const HERO = {
  eyebrow: "La escuela digital para todos los que aprenden",
  title: "Un aprendizaje que se adapta a cada estudiante",
  lead: "Lumina Academy reúne a estudiantes, docentes, familias y administradores en una sola escuela digital: orientación personal con IA, colaboración en vivo y un progreso que puedes ver.",
  trialNote: (days: string) => `Prueba gratuita de ${days} días · Sin tarjeta de crédito`,
} as const satisfies Translation<typeof en.HERO>;

export const LANDING_STATS = {
  students: { label: "Estudiantes", value: (millions: string) => `+${millions} M` },
  successRate: { label: "Tasa de éxito" },
  support: { label: "Apoyo con IA", value: (hours: string, days: string) => `${hours}/${days}` },
} as const satisfies Translation<typeof en.LANDING_STATS>;

export const DEMO_VIDEO = {
  title: "Video de demostración de Lumina Academy",
  dialogTitle: "Mira la demo",
  dialogDescription: "Un video breve sobre aprender con tecnología.",
  notLoading: "¿El video no carga?",
  watchElsewhere: "Míralo en YouTube (se abre en una pestaña nueva)",
} as const satisfies Translation<typeof en.DEMO_VIDEO>;

export const HERO_ACTIONS = {
  start: "Empieza a aprender",
  demo: "Ver la demo",
} as const satisfies Translation<typeof en.HERO_ACTIONS>;

export const FEATURES_SECTION = {
  title: "Todo lo que necesita una escuela moderna",
  description:
    "Seis formas en que Lumina Academy hace que aprender sea más personal, más social y más eficaz.",
  explore: "Explorar",
} as const satisfies Translation<typeof en.FEATURES_SECTION>;

export const CALL_TO_ACTION = {
  title: "¿Te animas a darle luz a tu aprendizaje?",
  lead: (days: string) =>
    `Empieza hoy tu prueba gratuita de ${days} días. No necesitas tarjeta de crédito.`,
  action: "Empieza gratis",
} as const satisfies Translation<typeof en.CALL_TO_ACTION>;

export const ROLES = {
  student: "Estudiante",
  teacher: "Docente",
  parent: "Madre o padre",
  administrator: "Administrador",
} as const satisfies Translation<typeof en.ROLES>;

export const SIGN_UP = {
  title: "Empieza tu prueba gratuita",
  description: (days: string) => `${days} días gratis, sin tarjeta de crédito.`,
  fullName: "Nombre completo",
  email: "Correo electrónico",
  role: "Soy",
  institution: "Institución",
  optional: "(opcional)",
  submit: "Crear mi cuenta",
  thanks: (name: string) => (name ? `¡Gracias, ${name}!` : "¡Gracias!"),
  nothingStored:
    "Este es un sitio de demostración: nada de lo que escribiste se guardó ni se envió a ningún lugar.",
  close: "Cerrar",
} as const satisfies Translation<typeof en.SIGN_UP>;

export const TRUSTED_HEADING = "Escuelas e instituciones que confían en nosotros";
