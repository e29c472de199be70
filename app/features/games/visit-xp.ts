import type { DeferredDialogProps } from "~/components/ui/deferred-dialog";

/** XP the games earned this visit, by question: each question's XP is earned once a visit. */
export type VisitXp = ReadonlyMap<string, number>;

/** The visit's XP with `question`'s added, unless it was earned already. */
export function earnOnce(visit: VisitXp, question: string, xp: number): VisitXp {
  return visit.has(question) ? visit : new Map(visit).set(question, xp);
}

/** What the games take: the XP earned this visit, and how they add a question's. */
export interface GameXp {
  earned: VisitXp;
  onEarn: (question: string, xp: number) => void;
}

export function visitTotal(visit: VisitXp): number {
  let total = 0;
  for (const xp of visit.values()) total += xp;
  return total;
}

/** What a game's dialog takes: the deferred dialog's props and the visit's XP. */
export interface GameDialogProps extends DeferredDialogProps, GameXp {}
