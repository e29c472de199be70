import { Section } from "~/components/layout/page";
import { SKILL_TREE, type SkillState } from "~/content/gamified-learning";
import { LockableTile } from "./lockable-tile";

function skillText(state: SkillState): string {
  switch (state.kind) {
    case "mastered":
      return "Mastered";
    case "level":
      return `Level ${state.level}`;
    case "locked":
      return `Locked until level ${state.unlocksAt}`;
  }
}

/** The skills: mastered, at a level, or locked until a level. */
export function SkillTree() {
  return (
    <Section id="skills" title="Skill tree">
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {SKILL_TREE.map((skill) => (
          <LockableTile
            key={skill.name}
            layout="stacked"
            emoji={skill.emoji}
            name={skill.name}
            status={skillText(skill.state)}
            locked={skill.state.kind === "locked"}
          />
        ))}
      </ul>
    </Section>
  );
}
