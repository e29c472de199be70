/** The virtual collaboration page (SPEC §2 "/virtual-collaboration", §3, §4, §9). */
import type * as en from "../en/virtual-collaboration";
import type { Translation } from "~/locales";

/**
 * Hair colours and outfits are masculine singular adjectives, skin tones nouns, as ./avatar uses
 * them: "cabello negro", "piel de tono miel", "ojos de color avellana", "un atuendo deportivo".
 */
export const AVATAR_OPTIONS = {
  skinTone: {
    porcelain: "Porcelana",
    sand: "Arena",
    honey: "Miel",
    caramel: "Caramelo",
    umber: "Nuez",
    espresso: "Café",
  },
  hairColor: {
    black: "Negro",
    brown: "Castaño",
    blonde: "Rubio",
    red: "Pelirrojo",
    grey: "Gris",
    blue: "Azul",
  },
  eyeColor: {
    brown: "Marrón",
    blue: "Azul",
    green: "Verde",
    hazel: "Avellana",
    grey: "Gris",
    amber: "Ámbar",
  },
  hairStyle: {
    short: "Corto",
    long: "Largo",
    curly: "Rizado",
    braids: "Trenzas",
    "buzz-cut": "Rapado",
    ponytail: "Coleta",
  },
  outfit: {
    casual: "Informal",
    formal: "Formal",
    creative: "Creativo",
    sporty: "Deportivo",
    tech: "Tecnológico",
    academic: "Académico",
  },
  accessories: {
    glasses: "Gafas",
    hat: "Sombrero",
    earrings: "Aretes",
    watch: "Reloj",
    necklace: "Collar",
    backpack: "Mochila",
  },
} as const satisfies Translation<typeof en.AVATAR_OPTIONS>;

export const DEFAULT_AVATAR_NAME = "Mi avatar";

export const THEMES = {
  "space-station": {
    name: "Estación espacial",
    description: "Orbita la Tierra en un módulo de estudio tranquilo con vista a las estrellas.",
  },
  "nature-dome": {
    name: "Cúpula natural",
    description:
      "Aprende entre árboles, el canto de los pájaros y una suave luz natural bajo una cúpula de cristal.",
  },
  "tech-city": {
    name: "Ciudad tecnológica",
    description:
      "Un horizonte luminoso de pantallas y neón para trabajar en equipo con concentración.",
  },
} as const satisfies Translation<typeof en.THEMES>;

export const DESCRIPTIVE_SECTIONS = {
  users: {
    title: "Grupos de estudio",
    detail:
      "Grupos pequeños de cuatro a seis estudiantes que se reúnen, planifican y crean juntos cada semana.",
  },
  "layout-dashboard": {
    title: "Espacio de trabajo compartido",
    detail: "Notas, archivos y una pizarra que todo el grupo puede editar al mismo tiempo.",
  },
  globe: {
    title: "Colaboración global",
    detail: "Aulas asociadas de otros países se suman a los proyectos con traducción en vivo.",
  },
  "pen-tool": {
    title: "Herramientas interactivas",
    detail:
      "Encuestas, salas para grupos pequeños, temporizadores compartidos y reacciones hacen que todos participen.",
  },
  trophy: {
    title: "Seguimiento del progreso y clasificación",
    detail: "Mira cómo avanza tu grupo en sus metas y celebra a los equipos que van en cabeza.",
  },
} as const satisfies Translation<typeof en.DESCRIPTIVE_SECTIONS>;

export const COLLABORATION_PAGE = {
  eyebrow: "Aprende en equipo, desde cualquier lugar",
  lead: "Crea tu avatar, reúnete con tu equipo en una sala compartida y colabora desde cualquier lugar.",
  avatarCreator: {
    title: "Creador de avatares",
    description: "Elige cada detalle y guárdalo como imagen.",
  },
  howTeamsWork: "Cómo trabajan los equipos",
  callToAction: {
    title: "Juntos se aprende mejor",
    lead: "Lleva a tu clase a un espacio compartido y empieza a crear.",
    start: "Empezar a colaborar",
    demo: "Ver la demo",
  },
} as const satisfies Translation<typeof en.COLLABORATION_PAGE>;

export const COLLABORATION_ROOM = {
  open: "Entrar a la sala de colaboración",
  title: "Sala de colaboración",
  description:
    "Una sala de estudio de muestra: todo lo que pasa aquí se queda en este dispositivo hasta que salgas de la página.",
  /** With its article, for the error message: "La sala de colaboración dejó de funcionar". */
  widget: "la sala de colaboración",
  participants: (count: string) => `Participantes (${count})`,
  videoOn: "Video activado",
  videoOff: "Video desactivado",
  micOn: "Micrófono activado",
  muted: "Silenciado",
  handRaised: "Mano levantada",
  camera: "Cámara",
  microphone: "Micrófono",
  raiseHand: "Levantar la mano",
  chat: "Chat de la sala",
  chatLog: "Mensajes del chat de la sala",
  noMessages: "Todavía no hay mensajes. ¡Saluda!",
  messageLabel: "Mensaje para la sala",
  messagePlaceholder: "Escribe un mensaje…",
  send: "Enviar a la sala",
  me: { name: "Tú", initials: "YO" },
} as const satisfies Translation<typeof en.COLLABORATION_ROOM>;

export const WHITEBOARD_WORDS = {
  title: "Pizarra",
  /** Its name, with its article, in the error message if it fails. */
  widget: "la pizarra",
  board: "Pizarra compartida",
  help: "Dibuja con el mouse, el dedo o un lápiz digital. Elige un color, usa el borrador o borra toda la pizarra. Lo que dibujes se queda en este dispositivo.",
  penColour: "Color del lápiz",
  eraser: "Borrador",
  clear: "Borrar todo",
  expand: "Ampliar",
  expanded: "La pizarra está abierta en pantalla completa.",
  done: "Listo",
  pens: { ink: "Tinta", indigo: "Índigo", red: "Rojo", green: "Verde" },
} as const satisfies Translation<typeof en.WHITEBOARD_WORDS>;

export const THEMES_DIALOG = {
  open: "Elegir un tema",
  title: "Temas dinámicos",
  description: "Elige el aspecto de tu sala de estudio.",
  label: "Tema de la sala",
  apply: "Aplicar tema",
  notAvailable: "En esta demo no se pueden aplicar temas.",
} as const satisfies Translation<typeof en.THEMES_DIALOG>;

export const COLLABORATION_SHORTCUTS = {
  avatar: {
    title: COLLABORATION_PAGE.avatarCreator.title,
    description: "Diseña el avatar que te representa en cada sala.",
    link: "Crea tu avatar",
  },
  room: {
    title: "Entrar a la sala de colaboración",
    description: "Video, chat y una pizarra compartida con tu grupo de estudio.",
  },
  themes: {
    title: THEMES_DIALOG.title,
    description: "Estudia en una estación espacial, una cúpula natural o una ciudad tecnológica.",
  },
} as const satisfies Translation<typeof en.COLLABORATION_SHORTCUTS>;

/** The "in numbers" section (collaboration-stats.tsx). */
export const COLLABORATION_STATS = {
  title: "Tu colaboración en cifras",
  labels: {
    avatars: "Avatares creados",
    styles: "Estilos favoritos",
    "team-goals": "Metas del equipo",
    meetings: "Reuniones",
  },
} as const satisfies Translation<typeof en.COLLABORATION_STATS>;

export const IMMERSIVE_MODES = {
  title: "Vive la experiencia inmersiva",
  vr: {
    title: "Modo RV",
    description: "Reúnete con tu equipo en un aula virtual con un visor.",
  },
  ar: {
    title: "Modo RA",
    description: "Lleva modelos 3D a tu escritorio con tu teléfono o tu tablet.",
  },
} as const satisfies Translation<typeof en.IMMERSIVE_MODES>;
