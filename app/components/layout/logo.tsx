import { cn } from "~/lib/cn";

/** Decorative (hidden from screen readers): the site's name always stands beside it. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8", className)}>
      <rect width="32" height="32" rx="8" fill="#4338ca" />
      <path d="M16 5l2.6 6.4L25 14l-6.4 2.6L16 23l-2.6-6.4L7 14l6.4-2.6z" fill="#fde68a" />
      <rect x="9" y="24.5" width="14" height="2.5" rx="1.25" fill="#c7d2fe" />
    </svg>
  );
}
