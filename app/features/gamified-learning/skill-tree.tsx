import { Section } from "~/components/layout/page";
import { SKILL_TREE_WORDS as WORDS } from "~/content/gamified-learning";
import { SKILL_TREE, type SkillState } from "~/data/gamified-learning";
import { idsOf } from "~/lib/ids";
import { LockableTile } from "./lockable-tile";

function skillText(state: SkillState): string {
  switch (state.kind) {
    case "mastered":
      return WORDS.mastered;
    case "level":
      return WORDS.level(state.level);
    case "locked":
      return WORDS.lockedUntil(state.unlocksAt);
  }
}

/** The skills: mastered, at a level, or locked until a level. */
export function SkillTree() {
  return (
    <Section id="skills" title={WORDS.title} needsScript>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {idsOf(SKILL_TREE).map((id) => {
          const skill = SKILL_TREE[id];
          return (
            <LockableTile
              key={id}
              layout="stacked"
              emoji={skill.emoji}
              name={WORDS.skills[id]}
              status={skillText(skill.state)}
              locked={skill.state.kind === "locked"}
            />
          );
        })}
      </ul>
    </Section>
  );
}
