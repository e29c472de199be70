import { Section } from "~/components/layout/page";
import { LEARNING_ROOMS_WORDS as WORDS } from "~/content/gamified-learning";
import { LEARNER, LEARNING_ROOMS } from "~/data/gamified-learning";
import { idsOf } from "~/lib/ids";
import { LockableTile } from "./lockable-tile";

/** For a learner at `LEARNER.level`: open from the start, unlocked on the way, or locked. */
function roomStatus(unlocksAt: number | null, locked: boolean): string {
  if (unlocksAt === null) return WORDS.open;
  return locked ? WORDS.unlocksAt(unlocksAt) : WORDS.unlockedAt(unlocksAt);
}

/** The learning rooms, locked until the learner reaches each one's level. */
export function LearningRooms() {
  return (
    <Section id="rooms" title={WORDS.title} needsScript>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {idsOf(LEARNING_ROOMS).map((id) => {
          const room = LEARNING_ROOMS[id];
          const name = WORDS.rooms[id];
          const locked = room.unlocksAt !== null && room.unlocksAt > LEARNER.level;
          return (
            <LockableTile
              key={id}
              layout="inline"
              emoji={room.emoji}
              name={name}
              status={roomStatus(room.unlocksAt, locked)}
              locked={locked}
            />
          );
        })}
      </ul>
    </Section>
  );
}
