import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "@radix-ui/react-slot";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

export const buttonVariants = cva(
  // A label longer than the line it is on wraps (max-w-full) rather than overflowing the page.
  // Forced colours drop fills: every button keeps an edge there, and a pressed toggle
  // (aria-pressed) is filled with Highlight, as a chosen option is (without the backplate the
  // browser would draw behind its text in Canvas, which hid HighlightText).
  "inline-flex max-w-full shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg text-center font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 forced-colors:border forced-colors:border-[ButtonText] forced-colors:aria-pressed:border-[Highlight] forced-colors:aria-pressed:bg-[Highlight] forced-colors:aria-pressed:text-[HighlightText] forced-colors:aria-pressed:forced-color-adjust-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary-hover",
        secondary: "bg-secondary text-secondary-foreground hover:bg-muted",
        outline: "border border-input bg-card text-card-foreground hover:bg-muted",
        ghost: "text-foreground hover:bg-muted",
        destructive:
          "border border-danger bg-danger-soft text-danger-soft-foreground hover:bg-danger-soft/70",
      },
      size: {
        default: "min-h-10 px-4 py-2 text-sm",
        sm: "min-h-9 px-3 py-1.5 text-sm",
        lg: "min-h-12 px-6 py-3 text-base",
        icon: "size-10 text-sm",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

interface ButtonProps extends ComponentProps<"button">, ButtonVariantProps {
  asChild?: boolean;
}

/**
 * `type="button"` by default, so it never submits by accident. A button that turns unavailable
 * while focused (Send) takes `aria-disabled`: `disabled` would drop its focus to the page.
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  type,
  onClick,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  const unavailable = props["aria-disabled"] === true || props["aria-disabled"] === "true";
  return (
    <Comp
      type={asChild ? undefined : (type ?? "button")}
      className={cn(buttonVariants({ variant, size }), className)}
      onClick={unavailable ? (event) => event.preventDefault() : onClick}
      {...props}
    />
  );
}

interface ButtonLinkProps extends ComponentProps<typeof Link>, ButtonVariantProps {}

export function ButtonLink({ className, variant, size, ...props }: ButtonLinkProps) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
