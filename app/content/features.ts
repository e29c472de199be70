import type { LucideIcon } from "lucide-react";
import {
  BarChart3Icon,
  BrainCircuitIcon,
  GlassesIcon,
  ShieldCheckIcon,
  TrophyIcon,
  UsersIcon,
} from "lucide-react";

export interface FeatureCard {
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
}

/** The six landing feature cards and their routes (SPEC §2). */
export const FEATURES = [
  {
    title: "AI-Powered Personalization",
    description:
      "Lessons that adapt to your pace, style and goals, with an AI coach ready to help at any hour.",
    to: "/ai-personalization",
    icon: BrainCircuitIcon,
  },
  {
    title: "Virtual Collaboration Spaces",
    description:
      "Meet classmates in shared rooms with chat, a whiteboard and avatars you design yourself.",
    to: "/virtual-collaboration",
    icon: UsersIcon,
  },
  {
    title: "Gamified Learning Experience",
    description:
      "Earn XP, keep your streak, climb leaderboards and unlock new worlds as you learn.",
    to: "/gamified-learning",
    icon: TrophyIcon,
  },
  {
    title: "Real-time Analytics",
    description:
      "See progress as it happens, spot weak topics early and get predictions you can act on.",
    to: "/real-time-analytics",
    icon: BarChart3Icon,
  },
  {
    title: "Secure & Private",
    description:
      "You decide who sees your data, with clear privacy controls and strong account protection.",
    to: "/secure-private",
    icon: ShieldCheckIcon,
  },
  {
    title: "Immersive AR/VR",
    description:
      "Walk through ancient cities, inside a cell or across the solar system in guided experiences.",
    to: "/immersive-ar-vr",
    icon: GlassesIcon,
  },
] as const satisfies readonly FeatureCard[];
