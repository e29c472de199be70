import { memo, type ComponentProps } from "react";
import { AVATAR_CREATOR } from "~/content/avatar";
import { avatarShapes } from "./avatar-drawing";
import type { Avatar } from "./avatar-state";

/** The name to show and announce for an avatar; a blank name reads as "Unnamed avatar". */
export function displayName(name: string): string {
  return name.trim() || AVATAR_CREATOR.unnamed;
}

/** The avatar as SVG, from the same shapes as the PNG export; drawn again only when it changes. */
export const AvatarSvg = memo(function AvatarSvg({
  avatar,
  ...props
}: { avatar: Avatar } & ComponentProps<"svg">) {
  return (
    <svg viewBox="0 0 512 512" {...props}>
      {avatarShapes(avatar).map((shape, index) => (
        <path
          key={index}
          d={shape.d}
          fill={shape.fill ?? "none"}
          stroke={shape.stroke}
          strokeWidth={shape.strokeWidth}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
});
