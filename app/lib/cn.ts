import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not resolve Tailwind conflicts: components keep
 * the properties a caller may change out of their base classes (or take a
 * prop for them), so two classes never compete for one property.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
