import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("ai-personalization", "routes/ai-personalization.tsx"),
  route("virtual-collaboration", "routes/virtual-collaboration.tsx"),
  route("gamified-learning", "routes/gamified-learning.tsx"),
  route("real-time-analytics", "routes/real-time-analytics.tsx"),
  route("secure-private", "routes/secure-private.tsx"),
  route("immersive-ar-vr", "routes/immersive-ar-vr.tsx"),
  route("schedule", "routes/schedule.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
