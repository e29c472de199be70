/** The privacy and security page (SPEC §2 "/secure-private", §4 "Privacy switches"). */
import type * as en from "../en/secure-private";
import type { Translation } from "~/locales";

export const SECURITY_OVERVIEW = {
  score: {
    label: "Puntuación de seguridad",
    detail: (max: string) => `Alta: agrega una llave de seguridad para llegar a ${max}`,
  },
  encryption: {
    label: "Cifrado de datos",
    value: "AES-256",
    detail: "En reposo y en tránsito (TLS 1.3)",
  },
  "last-check": {
    label: "Última revisión de seguridad",
    value: "Hoy",
    detail: "No se encontraron problemas",
  },
  sessions: { label: "Sesiones activas", detail: "Esta laptop y tu teléfono" },
} as const satisfies Translation<typeof en.SECURITY_OVERVIEW>;

export const PRIVACY_SETTINGS = {
  "share-teachers": {
    label: "Compartir datos con los docentes",
    hint: "Tus docentes ven tu progreso y tus notas para ayudarte.",
  },
  "share-parents": {
    label: "Compartir datos con tus padres",
    hint: "Tus padres ven tu resumen semanal.",
  },
  "ai-assistant": {
    label: "Acceso del Asistente IA",
    hint: "El Tutor IA usa tu progreso para personalizar las lecciones.",
  },
  "public-profile": {
    label: "Permitir que otros estudiantes vean mi perfil",
    hint: "Tu nombre y tu avatar aparecen en las listas de la clase y en las clasificaciones.",
  },
  "public-achievements": {
    label: "Mostrar públicamente mis logros de aprendizaje",
    hint: "Tus insignias y trofeos aparecen en tu perfil público.",
  },
} as const satisfies Translation<typeof en.PRIVACY_SETTINGS>;

export const DAY_AND_TIME = {
  today: (time: string) => `Hoy, ${time}`,
  yesterday: (time: string) => `Ayer, ${time}`,
  sunday: (time: string) => `Domingo, ${time}`,
} as const satisfies Translation<typeof en.DAY_AND_TIME>;

export const ACCESS_HISTORY = {
  "signed-in": { who: "Tú", what: "Iniciaste sesión", device: "Chrome en laptop con Windows" },
  "teacher-viewed": {
    who: "Sra. Rivera (docente)",
    what: "Consultó tu progreso en álgebra",
    device: "Portal escolar",
  },
  "parent-opened": {
    who: "Cuenta de tus padres",
    what: "Abrió el resumen semanal",
    device: "Safari en iPhone",
  },
  "plan-updated": {
    who: "Asistente IA",
    what: "Actualizó tu plan de aprendizaje",
    device: "Servicio de Lumina Academy",
  },
} as const satisfies Translation<typeof en.ACCESS_HISTORY>;

export const EMERGENCY_CONTROLS = [
  {
    label: "Bloquear mi cuenta",
    detail: "Cierra la sesión en todos los dispositivos y suspende el acceso al instante.",
  },
  {
    label: "Cerrar sesión en todos los dispositivos",
    detail: "Termina todas las sesiones activas, excepto esta.",
  },
  {
    label: "Reportar un problema",
    detail:
      "Avisa en privado a la persona responsable de la protección del alumnado de tu escuela.",
  },
] as const satisfies Translation<typeof en.EMERGENCY_CONTROLS>;

export const MFA_METHODS = {
  "authenticator-app": "App de autenticación",
  "sms-codes": "Códigos de respaldo por SMS",
  "security-key": "Llave de seguridad",
} as const satisfies Translation<typeof en.MFA_METHODS>;

export const BACKUP = {
  schedule: "Copia automática semanal",
  size: (megabytes: string) => `${megabytes} MB`,
  formats: ["Informe PDF", "Datos CSV", "Archivo JSON"],
} as const satisfies Translation<typeof en.BACKUP>;

export const PARENT_DASHBOARD = {
  title: "Panel para familias",
  status: "Requiere configuración",
  detail: "Invita a tu madre, padre o tutor legal a ver tu resumen semanal.",
} as const satisfies Translation<typeof en.PARENT_DASHBOARD>;

export const SECURE_PRIVATE_PAGE = {
  eyebrow: "Tus datos, tu decisión",
  title: "Seguro y privado",
  lead: "Tus datos de aprendizaje son tuyos: mira quién puede verlos, cambia lo que compartes y mantén tu cuenta protegida.",
} as const satisfies Translation<typeof en.SECURE_PRIVATE_PAGE>;

export const SECURITY_OVERVIEW_SECTION = {
  title: "Resumen de seguridad",
} as const satisfies Translation<typeof en.SECURITY_OVERVIEW_SECTION>;

export const PRIVACY_DASHBOARD = {
  title: "Panel de privacidad",
  description:
    "Elige quién ve tus datos de aprendizaje. Estos interruptores son una demostración: no se guarda nada.",
  card: "Datos compartidos",
} as const satisfies Translation<typeof en.PRIVACY_DASHBOARD>;

export const ACCESS_HISTORY_SECTION = {
  title: "Historial de accesos",
  description: "Quién consultó tus datos y cuándo.",
  card: "Accesos recientes",
} as const satisfies Translation<typeof en.ACCESS_HISTORY_SECTION>;

export const EMERGENCY_CONTROLS_CARD = {
  title: "Controles de emergencia",
  description: "Actúa rápido si algo no parece estar bien.",
} as const satisfies Translation<typeof en.EMERGENCY_CONTROLS_CARD>;

export const MULTI_FACTOR_CARD = {
  title: "Autenticación multifactor",
  description: "Un segundo paso mantiene tu cuenta segura aunque se filtre tu contraseña.",
  enabled: "Activado",
  notSetUp: "Sin configurar",
  manage: "Administrar métodos de inicio de sesión",
} as const satisfies Translation<typeof en.MULTI_FACTOR_CARD>;

export const DATA_BACKUP_CARD = {
  title: "Copia de seguridad y portabilidad de datos",
  description: "Tus datos, respaldados y listos para llevarlos contigo.",
  schedule: "Copia de seguridad",
  lastBackup: "Última copia",
  size: "Tamaño",
  /** "Exportar informe PDF": the format's name, lower case inside the phrase. */
  export: (format: string) => `Exportar ${format.charAt(0).toLowerCase()}${format.slice(1)}`,
} as const satisfies Translation<typeof en.DATA_BACKUP_CARD>;

export const FAMILY_ACCESS_CARD = {
  title: "Acceso familiar",
} as const satisfies Translation<typeof en.FAMILY_ACCESS_CARD>;
