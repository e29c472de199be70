/** The font files of this edition's own text faces (edition.css), beside the site's (ADR 029). */
export const EDITION_FACES: string[] = [];
