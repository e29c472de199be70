import { cva, type VariantProps } from "class-variance-authority";

const colorDotVariants = cva("shrink-0", {
  variants: { size: { sm: "size-4", md: "size-5" } },
  defaultVariants: { size: "md" },
});

/**
 * Hidden from screen readers: it goes beside a colour's name, never instead of it. The
 * currentColor outline keeps dark swatches visible on dark cards and light ones on light.
 */
export function ColorDot({
  color,
  size,
}: { color: string } & VariantProps<typeof colorDotVariants>) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={colorDotVariants({ size })}>
      <circle cx="10" cy="10" r="9" fill={color} stroke="currentColor" strokeOpacity={0.4} />
    </svg>
  );
}
