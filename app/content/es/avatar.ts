/** The avatar creator's words (SPEC §3); its option lists are in ./virtual-collaboration. */
import type * as en from "../en/avatar";
import { formatList } from "~/lib/format";
import type { Translation } from "~/locales";
import { withArticle } from "./grammar";

export const AVATAR_CREATOR = {
  /** With its article, for the error message: "El creador de avatares dejó de funcionar". */
  widget: "el creador de avatares",
  unnamed: "Avatar sin nombre",
  name: "Nombre del avatar",
  options: "Opciones del avatar",
  tabs: { appearance: "Apariencia", style: "Estilo", extras: "Extras" },
  groups: {
    skinTone: "Tono de piel",
    hairColor: "Color de cabello",
    eyeColor: "Color de ojos",
    hairStyle: "Peinado",
    outfit: "Estilo de ropa",
  },
  accessories: "Accesorios",
  save: "Guardar avatar",
} as const satisfies Translation<typeof en.AVATAR_CREATOR>;

export const SAVED_AVATARS = {
  title: "Avatares guardados",
  unavailable: "El almacenamiento de este navegador no está disponible.",
  corrupt:
    "No se pudieron leer los avatares guardados en este navegador. Se conservan tal como están; si guardas un avatar nuevo, primero se moverán a una copia de seguridad.",
  empty: "Todavía no hay avatares guardados. Guarda uno para verlo aquí.",
  /** Under the list while older ones are hidden: "Mostrando 12 de 10.000 avatares guardados". */
  shown: (shown: string, total: string) => `Mostrando ${shown} de ${total} avatares guardados`,
  showMore: "Mostrar más",
  unreadable: {
    download: "Descargar los datos ilegibles",
    startNew: "Empezar una lista nueva",
    fileName: "unreadable-saved-avatars",
    confirm: {
      title: "¿Empezar una lista nueva?",
      description:
        "Los datos guardados que no se pueden leer se eliminarán de este navegador. Descárgalos antes si quieres conservar una copia.",
      action: "Empezar lista nueva",
    },
  },
  backups: {
    title: "Copias de seguridad",
    description:
      "Avatares guardados que este navegador no pudo leer y que se apartaron cuando guardaste. Ocupan espacio en el almacenamiento de este navegador hasta que los elimines.",
    label: (time: string) => `Copia de seguridad del ${time}`,
    size: (kilobytes: string) => `${kilobytes} KB`,
    downloadLabel: (time: string) => `Descargar la copia de seguridad del ${time}`,
    deleteLabel: (time: string) => `Eliminar la copia de seguridad del ${time}`,
    confirm: {
      title: "¿Eliminar esta copia de seguridad?",
      description: (time: string) =>
        `La copia de seguridad del ${time} se eliminará de este navegador. Descárgala antes si quieres conservar una copia.`,
    },
  },
  download: "Descargar",
  load: "Cargar",
  loadLabel: (name: string) => `Cargar ${name}`,
  loaded: { title: "Avatar cargado", body: (name: string) => `${name} está en el editor.` },
  delete: "Eliminar",
  deleteLabel: (name: string) => `Eliminar ${name}`,
  deleteFailed: {
    title: "No se pudo eliminar",
    body: "Los avatares guardados cambiaron o no se pudieron actualizar.",
  },
  confirm: {
    title: "¿Eliminar este avatar?",
    description: (name: string) => `“${name}” se eliminará de este navegador.`,
    cancel: "Cancelar",
    delete: "Eliminar",
  },
} as const satisfies Translation<typeof en.SAVED_AVATARS>;

export const AVATAR_SAVE = {
  fileName: "avatar",
  failed: {
    title: "No se pudo guardar",
    body: "No se pudo guardar la configuración en este dispositivo.",
  },
  saved: {
    title: "Avatar guardado",
    body: "Se descargó el PNG y se guardó la configuración en este dispositivo.",
  },
  savedWithoutImage: {
    title: "Avatar guardado sin su imagen",
    body: "La configuración se guardó en este dispositivo, pero este navegador no pudo dibujar el PNG.",
  },
  unreadableInTheWay: {
    title: "No hay espacio para respaldar los avatares ilegibles",
    body: "En Avatares guardados, descárgalos para conservar una copia; luego empieza una lista nueva y vuelve a guardar.",
  },
  backedUp: {
    title: "Se conservaron los avatares guardados anteriores",
    body: (key: string) =>
      `No se podían leer, así que se movieron a “${key}” en el almacenamiento de este navegador.`,
  },
} as const satisfies Translation<typeof en.AVATAR_SAVE>;

/**
 * See en/avatar.ts: "Avatar con piel de tono porcelana, … Lleva gafas y un sombrero." Hair colours
 * are masculine singular adjectives (./virtual-collaboration), so they agree with "cabello".
 */
export const AVATAR_DESCRIPTION = {
  skin: (tone: string) => `piel de tono ${tone.toLowerCase()}`,
  hair: {
    short: (color: string) => `cabello ${color.toLowerCase()} corto`,
    long: (color: string) => `cabello ${color.toLowerCase()} largo`,
    curly: (color: string) => `cabello ${color.toLowerCase()} rizado`,
    braids: (color: string) => `cabello ${color.toLowerCase()} peinado en trenzas`,
    "buzz-cut": (color: string) => `cabello ${color.toLowerCase()} rapado`,
    ponytail: (color: string) => `cabello ${color.toLowerCase()} recogido en una coleta`,
  },
  eyes: (color: string) => `ojos de color ${color.toLowerCase()}`,
  outfit: (outfit: string) => withArticle(`atuendo ${outfit.toLowerCase()}`),
  /** How each accessory reads after "Lleva". */
  accessory: {
    glasses: "gafas",
    hat: "un sombrero",
    earrings: "aretes",
    watch: "un reloj",
    necklace: "un collar",
    backpack: "una mochila",
  },
  /** `features` in order; `accessories` already a list ("gafas y un sombrero"), if any. */
  sentence: (features: readonly string[], accessories?: string) =>
    `Avatar con ${formatList(features)}.${accessories ? ` Lleva ${accessories}.` : ""}`,
} as const satisfies Translation<typeof en.AVATAR_DESCRIPTION>;
