import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names and resolves no Tailwind conflicts: what a caller may change is a variant,
 * never in a component's base classes (ADR 006).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
