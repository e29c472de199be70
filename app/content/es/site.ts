/** The words of the frame around every page: banner, header, menu, footer and notices. */
import type * as en from "../en/site";
import type { Translation } from "~/locales";

export const SKIP_LINK = "Saltar al contenido principal";

export const SITE_BANNER = {
  label: "Sobre este sitio",
  lead: "Proyecto estudiantil:",
  text: "Lumina Academy es un concepto creado para un programa de IA para estudiantes. No es el sitio web oficial de ninguna escuela.",
} as const satisfies Translation<typeof en.SITE_BANNER>;

export const SITE_HEADER = {
  navLabel: "Principal",
  features: "Funciones",
  schedule: "Horario",
  menu: "Menú",
} as const satisfies Translation<typeof en.SITE_HEADER>;

export const SITE_FOOTER = {
  about:
    "Un concepto de escuela digital creado para un programa de IA para estudiantes. Todo el contenido es de muestra; nada de lo que hagas aquí se envía a ningún lugar.",
  navLabel: "Pie de página",
  emojiCredit: {
    lead: "Imágenes de emoji:",
    owner: "© Twitter, Inc y otros colaboradores,",
  },
} as const satisfies Translation<typeof en.SITE_FOOTER>;

export const LANGUAGES = {
  label: "Idioma",
  translated: "Esta página es una traducción del original en inglés.",
  readOriginal: "Leerla en inglés",
} as const satisfies Translation<typeof en.LANGUAGES>;

export const SCRIPT_NOTICES = {
  noScript:
    "JavaScript está desactivado en este navegador. Puedes leer todas las páginas y todos los enlaces funcionan, pero los botones, las pestañas, los interruptores, los juegos y los chats necesitan JavaScript.",
  failed:
    "Esta página no terminó de cargarse, así que sus botones, pestañas e interruptores todavía no funcionan. Revisa tu conexión y vuelve a cargarla.",
  reload: "Volver a cargar",
} as const satisfies Translation<typeof en.SCRIPT_NOTICES>;

export const ROUTE_ERROR = {
  heading: "Tuvimos un problema",
  unknown: "Algo salió mal al mostrar esta página.",
  lead: "Inténtalo de nuevo o vuelve a la página de inicio.",
  home: "Volver al inicio",
} as const satisfies Translation<typeof en.ROUTE_ERROR>;

/** Offline (ADR 012): see en/site.ts. */
export const OFFLINE = {
  title: "No tienes conexión",
  lead: "Esta página todavía no se ha guardado en este dispositivo. Las páginas que ya abriste siguen funcionando sin conexión.",
  retry: "Intentar de nuevo",
  home: "Ir a la página de inicio",
  notSaved:
    "Esa página todavía no se ha guardado en este dispositivo. Se abrirá cuando vuelvas a tener conexión.",
} as const satisfies Translation<typeof en.OFFLINE>;

export const UPDATE = {
  title: "Hay una versión nueva de Lumina Academy.",
  description: "Recarga la página cuando te venga bien.",
  action: "Recargar para actualizar",
} as const satisfies Translation<typeof en.UPDATE>;
