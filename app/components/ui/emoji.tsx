import { cn } from "~/lib/cn";
import { emojiSrc } from "~/lib/emoji";

interface EmojiProps {
  emoji: string;
  /** Its text alternative, when the emoji itself does not say it ("Fox avatar"). */
  alt?: string;
  /** The words beside it say it all: screen readers skip the picture. */
  decorative?: boolean;
  className?: string;
}

/** One em square, so the text around it sets its size, as for an emoji character (ADR 013). */
export function Emoji({ emoji, alt = emoji, decorative = false, className }: EmojiProps) {
  return (
    <img
      src={emojiSrc(emoji)}
      alt={decorative ? "" : alt}
      width={36}
      height={36}
      loading="lazy"
      decoding="async"
      draggable={false}
      className={cn("inline-block size-[1em] shrink-0 align-[-0.125em]", className)}
    />
  );
}
