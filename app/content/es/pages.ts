import type * as en from "../en/pages";
import type { Translation } from "~/locales";

export const PAGE_WORDS = {
  home: {
    title: "Lumina Academy: la escuela digital que aprende contigo",
    description:
      "Un concepto de escuela digital para estudiantes, docentes, familias y administradores: personalización con IA, colaboración virtual, aprendizaje gamificado y analíticas en tiempo real.",
    label: "Inicio",
  },
  aiPersonalization: {
    title: "Personalización con IA | Lumina Academy",
    description:
      "Un perfil de aprendizaje, seguimiento inteligente del progreso, controles de personalización y un tutor con IA que adapta cada lección a tu forma de aprender.",
    label: "Personalización con IA",
  },
  virtualCollaboration: {
    title: "Colaboración virtual | Lumina Academy",
    description:
      "Crea un avatar, entra a una sala de colaboración con chat y pizarra compartida, y aprende en equipo con tu grupo de estudio.",
    label: "Espacios de colaboración virtual",
  },
  gamifiedLearning: {
    title: "Aprendizaje gamificado | Lumina Academy",
    description:
      "Niveles, rachas, misiones, un árbol de habilidades, clasificaciones, cuestionarios y minijuegos que hacen que practicar sea como jugar.",
    label: "Experiencia de aprendizaje gamificado",
  },
  realTimeAnalytics: {
    title: "Analíticas en tiempo real | Lumina Academy",
    description:
      "Progreso en vivo, un mapa de calor de habilidades, predicciones y alertas inteligentes que te muestran en qué enfocarte.",
    label: "Analíticas en tiempo real",
  },
  securePrivate: {
    title: "Seguro y privado | Lumina Academy",
    description:
      "Controles de privacidad, historial de accesos, autenticación multifactor y copias de seguridad: tus datos de aprendizaje siguen siendo tuyos.",
    label: "Seguro y privado",
  },
  immersiveArVr: {
    title: "RA/RV inmersiva | Lumina Academy",
    description:
      "Entra en la historia, la biología, la astronomía y la física con experiencias virtuales guiadas, pensadas para cada estudiante.",
    label: "RA/RV inmersiva",
  },
  schedule: {
    title: "Horario de estudio | Lumina Academy",
    description:
      "Tu horario de estudio de esta semana: cinco sesiones enfocadas de lunes a viernes, planificadas en torno a tus metas.",
    label: "Horario de estudio",
  },
} as const satisfies Translation<typeof en.PAGE_WORDS>;

export const NOT_FOUND_WORDS = {
  title: "Página no encontrada | Lumina Academy",
  description: "La página que buscabas no existe.",
  heading: "¡Ups! Página no encontrada",
  lead: "La página que buscabas no existe o cambió de lugar.",
  home: "Volver al inicio",
} as const satisfies Translation<typeof en.NOT_FOUND_WORDS>;

export const FEATURE_SUMMARIES = {
  aiPersonalization:
    "Lecciones que se adaptan a tu ritmo, tu estilo y tus metas, con un tutor con IA listo para ayudarte a cualquier hora.",
  virtualCollaboration:
    "Reúnete con tus compañeros en salas compartidas con chat, pizarra y avatares diseñados por ti.",
  gamifiedLearning:
    "Gana XP, mantén tu racha, sube en las clasificaciones y desbloquea mundos nuevos mientras aprendes.",
  realTimeAnalytics:
    "Mira tu progreso al momento, detecta a tiempo los temas flojos y recibe predicciones útiles para actuar.",
  securePrivate:
    "Tú decides quién ve tus datos, con controles de privacidad claros y una protección sólida de tu cuenta.",
  immersiveArVr:
    "Recorre ciudades antiguas, el interior de una célula o el sistema solar en experiencias guiadas.",
} as const satisfies Translation<typeof en.FEATURE_SUMMARIES>;
