/** The /immersive-ar-vr page (SPEC §2, §3 "VR experience", §4 "AR/VR page"). */
import type * as en from "../en/immersive";
import type { Translation } from "~/locales";

export const SAMPLE_VIDEO = {
  title: "Big Buck Bunny: un video de muestra de una lección inmersiva",
  description:
    "Un cortometraje animado que se usa aquí como muestra de las lecciones en video guiadas con las que empieza cada experiencia virtual.",
  captions: "/media/sample-video.es.vtt",
  captionsLang: "es",
  captionsLabel: "Español",
} as const satisfies Translation<typeof en.SAMPLE_VIDEO>;

export const VR_EXPERIENCES = {
  "ancient-rome": {
    title: "Paseo por la antigua Roma",
    description: (year: string) =>
      `Visita el Foro en el año ${year} d. C. y acompaña a un senador durante un día de la vida romana.`,
    difficulty: "Principiante",
    alt: "Un edificio clásico con columnas",
    category: "Historia",
  },
  "inside-the-cell": {
    title: "Viaje al interior de una célula",
    description:
      "Encógete hasta un tamaño microscópico para explorar el núcleo, las mitocondrias y los ribosomas de una célula viva.",
    difficulty: "Intermedio",
    alt: "Una doble hélice de ADN",
    category: "Biología",
  },
  "solar-system": {
    title: "Recorrido por el sistema solar",
    description:
      "Vuela junto a cada planeta, aterriza en la Luna y descubre con tus propios ojos la escala del espacio.",
    difficulty: "Principiante",
    alt: "Un planeta con anillos",
    category: "Astronomía",
  },
  "forces-lab": {
    title: "Laboratorio de fuerzas y movimiento",
    description:
      "Cambia la gravedad, la fricción y la masa, y observa qué les pasa a los objetos que caen.",
    difficulty: "Avanzado",
    alt: "El símbolo de un átomo",
    category: "Física",
  },
} as const satisfies Translation<typeof en.VR_EXPERIENCES>;

export const INFO_CARDS = {
  headphones: {
    title: "Guía narrada",
    detail: "Una voz amable te explica lo que ves y responde tus preguntas mientras exploras.",
  },
  hand: {
    title: "Elementos interactivos",
    detail: "Toma objetos, haz experimentos y escribe notas sin salir de la escena.",
  },
  award: {
    title: "Evaluación y recompensas",
    detail:
      "Pequeñas pruebas a lo largo del recorrido te dan XP e insignias que aparecen en tu panel.",
  },
} as const satisfies Translation<typeof en.INFO_CARDS>;

export const COMFORT_SETTINGS = {
  subtitles: { label: "Subtítulos", hint: "Muestra en pantalla lo que dice la guía." },
  seated: {
    label: "Modo sentado",
    hint: "Explora desde una silla; no hace falta estar de pie ni caminar.",
  },
  "comfort-vignette": {
    label: "Viñeta de confort",
    hint: "Reduce el campo de visión mientras te mueves para evitar mareos.",
  },
  "break-reminder": {
    label: {
      one: "Recordatorio de descanso cada minuto",
      other: "Recordatorio de descanso cada {count} minutos",
    },
    hint: "Descansa la vista: aparece un recordatorio en el visor.",
  },
} as const satisfies Translation<typeof en.COMFORT_SETTINGS>;

export const IMMERSIVE_PAGE = {
  eyebrow: "Entra en la lección",
  title: "Aprendizaje inmersivo con RA/RV",
  video: "Video destacado de la lección",
  experiences: "Experiencias virtuales",
  vrOn: "El modo RV está activado: las experiencias se abren en tu visor.",
  vrOff:
    "Prueba cada experiencia en RA en este dispositivo o activa el modo RV para usar un visor.",
  howItWorks: "Cómo funciona cada experiencia",
} as const satisfies Translation<typeof en.IMMERSIVE_PAGE>;

export const IMMERSIVE_SUBHEADER = {
  vrMode: "Modo RV",
  settings: "Configuración",
} as const satisfies Translation<typeof en.IMMERSIVE_SUBHEADER>;

export const SAMPLE_VIDEO_PLAYER = {
  unsupported: "Tu navegador no es compatible con la etiqueta de video.",
  unreachable: "No se pudo cargar el video. Revisa tu conexión e inténtalo de nuevo.",
  retry: "Intentar de nuevo",
} as const satisfies Translation<typeof en.SAMPLE_VIDEO_PLAYER>;

export const EXPERIENCE_GALLERY = {
  duration: "Duración",
  difficulty: "Dificultad",
  progress: "Progreso",
  progressLabel: (title: string) => `Progreso en ${title}`,
  enterVr: "Entrar en RV",
  previewAr: "Vista previa en RA",
  actionLabel: (action: string, title: string) => `${action}: ${title}`,
} as const satisfies Translation<typeof en.EXPERIENCE_GALLERY>;

export const COLLABORATION_MODE_CARD = {
  title: "Modo colaborativo",
  description: "Explora en grupo: tus compañeros se unen a tu escena y ven lo que señalas.",
  label: "Modo colaborativo",
  on: "Tus compañeros pueden unirse a tu sesión.",
  off: "Exploras por tu cuenta.",
} as const satisfies Translation<typeof en.COLLABORATION_MODE_CARD>;

export const COMFORT_SETTINGS_CARD = {
  title: "Accesibilidad y seguridad",
  description: "Ajustes de comodidad para cada estudiante. No se guarda nada.",
} as const satisfies Translation<typeof en.COMFORT_SETTINGS_CARD>;
