import type * as en from "../en/common";
import type { PluralForms } from "~/lib/format";
import type { Translation } from "~/locales";

/** "el chat" → "El chat": a sentence that starts with a widget's name. */
const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export const WIDGET_ERROR = {
  /** `widget` comes with its article, e.g. "el creador de avatares", and starts the sentence. */
  title: (widget: string) => `${capitalized(widget)} dejó de funcionar`,
  body: "Algo salió mal dentro de esta sección. El resto de la página sigue funcionando: inténtalo de nuevo o vuelve a cargar la página.",
  retry: "Intentar de nuevo",
} as const satisfies Translation<typeof en.WIDGET_ERROR>;

export const NOTICE = {
  dismiss: "Cerrar aviso",
  region: "Notificaciones",
  close: "Cerrar notificación",
} as const satisfies Translation<typeof en.NOTICE>;

export const DIALOG = {
  close: "Cerrar cuadro de diálogo",
} as const satisfies Translation<typeof en.DIALOG>;

export const TABS = {
  needsScript:
    "Estas pestañas necesitan JavaScript, que está desactivado en este navegador: solo se muestra la primera.",
} as const satisfies Translation<typeof en.TABS>;

export const NEEDS_SCRIPT =
  "Esta parte de la página necesita JavaScript, que está desactivado en este navegador.";

export const BACK_TO_HOME = "Volver al inicio";

export const DIALOG_LOAD_FAILED = {
  title: "No se pudo abrir",
  description: "Revisa tu conexión e inténtalo de nuevo.",
} as const satisfies Translation<typeof en.DIALOG_LOAD_FAILED>;

export const NAVIGATED_TO = ((pageTitle: string) =>
  `Ahora estás en ${pageTitle}`) satisfies Translation<typeof en.NAVIGATED_TO>;

/** As in en/common.ts; Spanish writes "1240 XP", with no group separator below 10 000. */
export const XP_AMOUNT = { one: "{count} XP", other: "{count} XP" } as const satisfies PluralForms;

export const HOURS = { one: "{count} h", other: "{count} h" } as const satisfies Translation<
  typeof en.HOURS
> &
  PluralForms;

export const MINUTES = { one: "{count} min", other: "{count} min" } as const satisfies Translation<
  typeof en.MINUTES
> &
  PluralForms;

export const OUT_OF = ((count: string, total: string) => `${count}/${total}`) satisfies Translation<
  typeof en.OUT_OF
>;
