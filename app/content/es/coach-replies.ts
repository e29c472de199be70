/** The coach chat's canned texts (SPEC §4 "Coach chat"): greeting, replies, quick actions. */
import type * as en from "../en/coach-replies";
import type { CannedReply, ReplyTopic } from "../en/coach-replies";
import type { PluralForms } from "~/lib/format";
import type { Translation } from "~/locales";

const OPENING_SUGGESTIONS = [
  "Ayúdame con álgebra",
  "Explícame las leyes de Newton en física",
  "Hazme un plan de estudio",
  "¿Cómo va mi progreso?",
] as const;

export const GREETING: CannedReply = {
  content:
    "¡Hola! Soy tu tutor de aprendizaje con IA. Puedo explicarte un tema, organizar tu semana o revisar tu progreso contigo. ¿En qué quieres trabajar?",
  suggestions: OPENING_SUGGESTIONS,
};

export const PARTNER_GREETING: CannedReply = {
  content:
    "¡Hola! Soy tu compañero de estudio con IA. Tus amigos están ocupados, así que aprendamos juntos: podemos repasar un tema, organizar la semana o ver cómo vas. ¿Por dónde empezamos?",
  suggestions: OPENING_SUGGESTIONS,
};

/**
 * Checked in this order: the English keywords and the Spanish words a student would type, in lower
 * case and without accents (the matcher strips accents from both sides).
 */
export const REPLY_KEYWORDS: readonly (readonly [ReplyTopic, readonly string[]])[] = [
  ["math", ["algebra", "math", "matematica", "mates", "ecuacion"]],
  ["physics", ["physics", "fisica"]],
  [
    "plan",
    [
      "study plan",
      "schedule",
      "plan de estudio",
      "plan semanal",
      "planifica",
      "horario",
      "calendario",
      "agenda",
    ],
  ],
  ["progress", ["progress", "improvement", "progreso", "mejora", "avance", "rendimiento"]],
];

export const REPLIES = {
  math: {
    content: (
      coefficient: string,
      constant: string,
      total: string,
      difference: string,
      x: string,
    ) =>
      `¡Vamos con las matemáticas! Una buena forma de empezar con el álgebra es pensar en una ecuación como en una balanza: lo que hagas en un lado, hazlo también en el otro. En ${coefficient}x + ${constant} = ${total}, resta ${constant} en ambos lados (${coefficient}x = ${difference}) y después divide los dos entre ${coefficient} (x = ${x}). ¿Quieres intentar uno tú?`,
    suggestions: [
      "Muéstrame otro ejemplo de álgebra",
      "Ahora ayúdame con física",
      "¿Cómo va mi progreso en matemáticas?",
    ],
  },
  physics: {
    content:
      "La física explica cómo se mueven y cambian las cosas. Empieza por la segunda ley de Newton, F = ma: la fuerza que actúa sobre un objeto es igual a su masa por su aceleración. Si empujas un carrito con el doble de fuerza, acelera el doble de rápido. ¿Hacemos juntos un ejemplo?",
    suggestions: [
      "Dame un ejemplo de física con F = ma",
      "Pon física en mi plan de estudio",
      "Ayúdame con las matemáticas de la física",
    ],
  },
  plan: {
    content: (from: string, to: string, shortest: string, longest: string) =>
      `Este plan se ajusta a tu horario de estudio por la tarde (${from} – ${to}): una materia al día, sesiones de ${shortest} a ${longest} y un cuestionario de repaso el viernes. Tienes la semana completa en la página Horario de estudio. ¿Quieres más práctica o más lectura?`,
    suggestions: [
      "Agrega más práctica de álgebra",
      "Muestra mi progreso de esta semana",
      "Pasa mi horario a las mañanas",
    ],
  },
  progress: {
    content: (
      algebra: string,
      algebraScore: string,
      physics: string,
      chemistry: string,
      session: string,
    ) =>
      `¡Vas muy bien! Álgebra está al ${algebra} con una nota de ${algebraScore}, y física, al ${physics}. Química, al ${chemistry}, es donde un poco de esfuerzo te dará la mayor mejora. Dos sesiones de ${session} sobre la tabla periódica esta semana serían un gran siguiente paso.`,
    suggestions: [
      "Agrega química a mi plan de estudio",
      "Ayúdame a mantener mi nota de álgebra",
      "¿Cuál fue mi mayor mejora?",
    ],
  },
  general: {
    content:
      "¡Buena pregunta! Puedo ayudarte mejor con una materia o una meta. Dime el tema (por ejemplo, álgebra o física), pídeme un plan de estudio o pregúntame cómo va tu progreso.",
    suggestions: ["Ayúdame con matemáticas", "Hazme un plan de estudio", "¿Cómo va mi progreso?"],
  },
} as const satisfies Translation<typeof en.REPLIES>;

export const MINUTES = {
  one: "{count} minuto",
  other: "{count} minutos",
} as const satisfies Translation<typeof en.MINUTES> & PluralForms;

/** "Dos sesiones de 20 minutos". */
export const SESSION_LENGTH = MINUTES satisfies Translation<typeof en.SESSION_LENGTH>;

export const QUICK_ACTIONS = [
  { label: "Explicar", text: "Explícame este tema paso a paso: " },
  { label: "Practicar", text: "Dame una pregunta de práctica sobre " },
  { label: "Recursos", text: "Recomiéndame recursos para aprender " },
] as const satisfies Translation<typeof en.QUICK_ACTIONS>;

export const CHAT = {
  log: (coach: string) => `Conversación con ${coach}`,
  you: "Tú",
  speaker: (name: string) => `${name}: `,
  typing: (coach: string) => `${coach} está escribiendo…`,
  suggestions: "Sugerencias",
  hint: "Enter envía · Mayús + Enter empieza una línea nueva",
  message: (coach: string) => `Mensaje para ${coach}`,
  placeholder: (coach: string) => `Pregúntale a ${coach} lo que quieras…`,
  send: "Enviar mensaje",
  /** Its name, with its article, in the error message if it breaks. */
  widget: "el chat",
} as const satisfies Translation<typeof en.CHAT>;
