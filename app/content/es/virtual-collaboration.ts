/** The virtual collaboration page (SPEC §2 "/virtual-collaboration", §3, §4, §9). */
import type * as en from "../en/virtual-collaboration";
import type { Translation } from "~/locales";

/**
 * The avatar's options: `color` is the swatch's colour, the same in every
 * edition. Hair colours are masculine singular adjectives and skin tones
 * nouns, as the avatar's description (./avatar) puts them in a phrase:
 * "cabello negro", "piel de tono miel", "ojos de color avellana",
 * "un atuendo deportivo".
 */
export const SKIN_TONES = [
  { name: "Porcelana", color: "#f9dcc4" },
  { name: "Arena", color: "#f1c27d" },
  { name: "Miel", color: "#e0ac69" },
  { name: "Caramelo", color: "#c68642" },
  { name: "Nuez", color: "#8d5524" },
  { name: "Café", color: "#5c3a21" },
] as const satisfies Translation<typeof en.SKIN_TONES>;

export const HAIR_COLORS = [
  { name: "Negro", color: "#1f1a17" },
  { name: "Castaño", color: "#6b4226" },
  { name: "Rubio", color: "#e6c16a" },
  { name: "Pelirrojo", color: "#b5452b" },
  { name: "Gris", color: "#9ca3af" },
  { name: "Azul", color: "#3b82f6" },
] as const satisfies Translation<typeof en.HAIR_COLORS>;

export const EYE_COLORS = [
  { name: "Marrón", color: "#6b3e1f" },
  { name: "Azul", color: "#2f6fd6" },
  { name: "Verde", color: "#2f8f4e" },
  { name: "Avellana", color: "#8e7341" },
  { name: "Gris", color: "#6b7280" },
  { name: "Ámbar", color: "#c4861c" },
] as const satisfies Translation<typeof en.EYE_COLORS>;

export const HAIR_STYLES = [
  "Corto",
  "Largo",
  "Rizado",
  "Trenzas",
  "Rapado",
  "Coleta",
] as const satisfies Translation<typeof en.HAIR_STYLES>;

export const OUTFITS = [
  { name: "Informal", color: "#3b82f6" },
  { name: "Formal", color: "#1e293b" },
  { name: "Creativo", color: "#a855f7" },
  { name: "Deportivo", color: "#dc2626" },
  { name: "Tecnológico", color: "#475569" },
  { name: "Académico", color: "#15803d" },
] as const satisfies Translation<typeof en.OUTFITS>;

export const ACCESSORIES = [
  "Gafas",
  "Sombrero",
  "Aretes",
  "Reloj",
  "Collar",
  "Mochila",
] as const satisfies Translation<typeof en.ACCESSORIES>;

export const DEFAULT_AVATAR_NAME = "Mi avatar";

/** The localStorage key of the saved presets (SPEC §7): the same in every edition. */
export const AVATARS_KEY = "avatars";

export const AVATAR_SIZE = 512;

export const THEMES = [
  {
    id: "space-station",
    name: "Estación espacial",
    description: "Orbita la Tierra en un módulo de estudio tranquilo con vista a las estrellas.",
  },
  {
    id: "nature-dome",
    name: "Cúpula natural",
    description:
      "Aprende entre árboles, el canto de los pájaros y una suave luz natural bajo una cúpula de cristal.",
  },
  {
    id: "tech-city",
    name: "Ciudad tecnológica",
    description:
      "Un horizonte luminoso de pantallas y neón para trabajar en equipo con concentración.",
  },
] as const satisfies Translation<typeof en.THEMES>;

/** A theme's `id`, the same in every edition. */
export const DEFAULT_THEME = "space-station";

/** The room's sample participants; the first is the current user. */
export const PARTICIPANTS = [
  { id: "me", name: "Tú", initials: "YO", isVideoOn: true, isAudioOn: true, isHandRaised: false },
  {
    id: "p2",
    name: "Maya Chen",
    initials: "MC",
    isVideoOn: true,
    isAudioOn: false,
    isHandRaised: false,
  },
  {
    id: "p3",
    name: "Leo Martins",
    initials: "LM",
    isVideoOn: false,
    isAudioOn: true,
    isHandRaised: true,
  },
  {
    id: "p4",
    name: "Priya Nair",
    initials: "PN",
    isVideoOn: true,
    isAudioOn: true,
    isHandRaised: false,
  },
] as const satisfies Translation<typeof en.PARTICIPANTS>;

export const WHITEBOARD = { width: 800, height: 200 } as const satisfies Translation<
  typeof en.WHITEBOARD
>;

export const PEN_COLORS = [
  { name: "Tinta", color: "#1e293b" },
  { name: "Índigo", color: "#4338ca" },
  { name: "Rojo", color: "#dc2626" },
  { name: "Verde", color: "#15803d" },
] as const satisfies Translation<typeof en.PEN_COLORS>;

export const STATS = [
  { label: "Avatares creados", value: "12" },
  { label: "Estilos favoritos", value: "5" },
  { label: "Metas del equipo", value: "8/10" },
  { label: "Reuniones", value: "12" },
] as const satisfies Translation<typeof en.STATS>;

/** The "How teams work together" cards; `icon` names a lucide icon, mapped in the route. */
export const DESCRIPTIVE_SECTIONS = [
  {
    icon: "users",
    title: "Grupos de estudio",
    detail:
      "Grupos pequeños de cuatro a seis estudiantes que se reúnen, planifican y crean juntos cada semana.",
  },
  {
    icon: "layout-dashboard",
    title: "Espacio de trabajo compartido",
    detail: "Notas, archivos y una pizarra que todo el grupo puede editar al mismo tiempo.",
  },
  {
    icon: "globe",
    title: "Colaboración global",
    detail: "Aulas asociadas de otros países se suman a los proyectos con traducción en vivo.",
  },
  {
    icon: "pen-tool",
    title: "Herramientas interactivas",
    detail:
      "Encuestas, salas para grupos pequeños, temporizadores compartidos y reacciones hacen que todos participen.",
  },
  {
    icon: "trophy",
    title: "Seguimiento del progreso y clasificación",
    detail: "Mira cómo avanza tu grupo en sus metas y celebra a los equipos que van en cabeza.",
  },
] as const satisfies Translation<typeof en.DESCRIPTIVE_SECTIONS>;

/** The page's own words (routes/virtual-collaboration.tsx); its title is PAGE_WORDS' label. */
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

/** The collaboration room's dialog: its button, the participants, the chat (collaboration-room-dialog.tsx). */
export const COLLABORATION_ROOM = {
  open: "Entrar a la sala de colaboración",
  title: "Sala de colaboración",
  description:
    "Una sala de estudio de muestra: todo lo que pasa aquí se queda en este dispositivo hasta que salgas de la página.",
  /** Its name, with its article, in the error message if it fails: "La sala de colaboración dejó de funcionar". */
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
} as const satisfies Translation<typeof en.COLLABORATION_ROOM>;

/** The room's whiteboard: its tools, help and full-screen dialog (whiteboard.tsx). */
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
} as const satisfies Translation<typeof en.WHITEBOARD_WORDS>;

/** The Dynamic Themes dialog (themes-dialog.tsx). */
export const THEMES_DIALOG = {
  open: "Elegir un tema",
  title: "Temas dinámicos",
  description: "Elige el aspecto de tu sala de estudio.",
  label: "Tema de la sala",
  apply: "Aplicar tema",
  notAvailable: "En esta demo no se pueden aplicar temas.",
} as const satisfies Translation<typeof en.THEMES_DIALOG>;

/** The three cards under the page header (collaboration-shortcuts.tsx). */
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

/** The heading over STATS (collaboration-stats.tsx). */
export const COLLABORATION_STATS = {
  title: "Tu colaboración en cifras",
} as const satisfies Translation<typeof en.COLLABORATION_STATS>;

/** The VR and AR cards (immersive-modes.tsx). */
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
