import { AVATAR_DESCRIPTION } from "~/content/avatar";
import { AVATAR_SIZE } from "~/data/virtual-collaboration";
import { formatList } from "~/lib/format";
import {
  resolveAvatar,
  resolveShapeIds,
  type AccessoryId,
  type Avatar,
  type HairStyleId,
  type OutfitId,
} from "./avatar-state";

/**
 * One path of the avatar on a 512x512 canvas: the preview renders these as SVG and the PNG export
 * fills the same paths on a canvas, so the two never disagree.
 */
export interface Shape {
  d: string;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
}

const C = AVATAR_SIZE / 2;

function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0Z`;
}

const circle = (cx: number, cy: number, r: number) => ellipse(cx, cy, r, r);

function rect(x: number, y: number, width: number, height: number, r = 0): string {
  return `M${x + r} ${y}h${width - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${height - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}h${-(width - 2 * r)}a${r} ${r} 0 0 1 ${-r} ${-r}v${-(height - 2 * r)}a${r} ${r} 0 0 1 ${r} ${-r}Z`;
}

function darker(hex: string, amount = 0.25): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 255) * (1 - amount));
  return `rgb(${channel(16)}, ${channel(8)}, ${channel(0)})`;
}

const HEAD = { cx: C, cy: 220, r: 108 };

function hairShapes(style: HairStyleId, color: string): { back: Shape[]; front: Shape[] } {
  const cap: Shape = {
    d: `M${C - 116} 225C${C - 120} 110 ${C - 60} 90 ${C} 90C${C + 60} 90 ${C + 120} 110 ${C + 116} 225C${C + 90} 160 ${C - 90} 160 ${C - 116} 225Z`,
    fill: color,
  };
  switch (style) {
    case "short":
      return { back: [], front: [cap] };
    case "long":
      return {
        back: [{ d: rect(C - 124, 150, 248, 250, 60), fill: color }],
        front: [cap],
      };
    case "curly": {
      const curls = [-100, -66, -33, 0, 33, 66, 100].map((dx, index) => ({
        d: circle(C + dx, 118 + Math.abs(dx) * 0.55 - (index % 2) * 8, 34),
        fill: color,
      }));
      return { back: [], front: [cap, ...curls] };
    }
    case "braids":
      return {
        back: [-112, 112].flatMap((dx) =>
          [250, 292, 334, 376].map((cy) => ({ d: circle(C + dx, cy, 20), fill: color })),
        ),
        front: [cap],
      };
    case "buzz-cut":
      return {
        back: [],
        front: [
          {
            d: `M${C - 108} 200C${C - 108} 118 ${C - 55} 106 ${C} 106C${C + 55} 106 ${C + 108} 118 ${C + 108} 200C${C + 80} 150 ${C - 80} 150 ${C - 108} 200Z`,
            fill: color,
          },
        ],
      };
    case "ponytail":
      return {
        back: [
          {
            d: `M${C + 90} 150C${C + 200} 170 ${C + 180} 320 ${C + 120} 360C${C + 150} 290 ${C + 130} 220 ${C + 80} 200Z`,
            fill: color,
          },
        ],
        front: [cap, { d: circle(C + 100, 160, 16), fill: darker(color, 0.35) }],
      };
  }
}

function outfitShapes(outfit: OutfitId, color: string): Shape[] {
  const body: Shape = {
    d: `M${C - 170} ${AVATAR_SIZE}C${C - 170} 380 ${C - 120} 350 ${C} 350C${C + 120} 350 ${C + 170} 380 ${C + 170} ${AVATAR_SIZE}Z`,
    fill: color,
  };
  const trim = darker(color, 0.35);
  switch (outfit) {
    case "casual":
      return [body, { d: `M${C - 40} 352Q${C} 400 ${C + 40} 352`, stroke: trim, strokeWidth: 8 }];
    case "formal":
      return [
        body,
        { d: `M${C - 45} 352L${C} 420L${C + 45} 352Z`, fill: "#ffffff" },
        { d: `M${C - 12} 365L${C + 12} 365L${C + 8} 460L${C} 475L${C - 8} 460Z`, fill: "#b91c1c" },
      ];
    case "creative":
      return [
        body,
        { d: circle(C - 70, 440, 16), fill: "#facc15" },
        { d: circle(C + 60, 420, 12), fill: "#22d3ee" },
        { d: circle(C + 20, 470, 10), fill: "#f472b6" },
      ];
    case "sporty":
      return [body, { d: rect(C - 170, 420, 340, 22), fill: "#ffffff" }];
    case "tech":
      return [
        body,
        {
          d: `M${C - 60} 430H${C - 20}V460H${C + 30}V430H${C + 60}`,
          stroke: "#22d3ee",
          strokeWidth: 6,
        },
        { d: circle(C + 60, 430, 8), fill: "#22d3ee" },
      ];
    case "academic":
      return [
        body,
        {
          d: `M${C - 60} 352L${C} 440L${C + 60} 352L${C + 30} 352L${C} 400L${C - 30} 352Z`,
          fill: "#fef3c7",
        },
      ];
  }
}

function accessoryShapes(accessory: AccessoryId): Shape[] {
  switch (accessory) {
    case "glasses":
      return [
        { d: circle(C - 40, 222, 28), stroke: "#111827", strokeWidth: 7 },
        { d: circle(C + 40, 222, 28), stroke: "#111827", strokeWidth: 7 },
        { d: `M${C - 12} 222H${C + 12}`, stroke: "#111827", strokeWidth: 7 },
      ];
    case "hat":
      return [
        { d: ellipse(C, 118, 150, 26), fill: "#7c2d12" },
        { d: rect(C - 92, 30, 184, 92, 30), fill: "#9a3412" },
        { d: rect(C - 92, 92, 184, 18), fill: "#fde047" },
      ];
    case "earrings":
      return [
        { d: circle(C - 108, 262, 10), fill: "#facc15" },
        { d: circle(C + 108, 262, 10), fill: "#facc15" },
      ];
    case "watch":
      // A wristwatch on the chest, well inside the round frame and clear of
      // the backpack's straps and the tie.
      return [
        { d: rect(C - 90, 444, 64, 22, 8), fill: "#111827" },
        { d: circle(C - 58, 455, 21), fill: "#111827" },
        { d: circle(C - 58, 455, 15), fill: "#f8fafc" },
        { d: `M${C - 58} 455V445M${C - 58} 455H${C - 50}`, stroke: "#111827", strokeWidth: 3 },
      ];
    case "necklace":
      return [
        { d: `M${C - 58} 345Q${C} 410 ${C + 58} 345`, stroke: "#facc15", strokeWidth: 6 },
        { d: circle(C, 386, 11), fill: "#38bdf8" },
      ];
    case "backpack":
      return [
        { d: rect(C - 120, 360, 26, 160, 10), fill: "#78350f" },
        { d: rect(C + 94, 360, 26, 160, 10), fill: "#78350f" },
      ];
  }
}

export function avatarShapes(avatar: Avatar): Shape[] {
  const { skinTone: skin, hairColor: hair, eyeColor: eyes, outfit } = resolveAvatar(avatar);
  const ids = resolveShapeIds(avatar);
  const hairParts = hairShapes(ids.hairStyle, hair.color);
  const accessories = ids.accessories.flatMap(accessoryShapes);
  return [
    { d: circle(C, C, C), fill: "#e0e7ff" },
    ...hairParts.back,
    { d: rect(C - 36, 290, 72, 80, 20), fill: darker(skin.color, 0.08) },
    ...outfitShapes(ids.outfit, outfit.color),
    { d: ellipse(HEAD.cx - HEAD.r, 232, 18, 26), fill: skin.color },
    { d: ellipse(HEAD.cx + HEAD.r, 232, 18, 26), fill: skin.color },
    { d: circle(HEAD.cx, HEAD.cy, HEAD.r), fill: skin.color },
    ...hairParts.front,
    { d: circle(C - 40, 222, 14), fill: "#ffffff" },
    { d: circle(C + 40, 222, 14), fill: "#ffffff" },
    { d: circle(C - 40, 224, 9), fill: eyes.color },
    { d: circle(C + 40, 224, 9), fill: eyes.color },
    { d: circle(C - 37, 220, 3), fill: "#ffffff" },
    { d: circle(C + 43, 220, 3), fill: "#ffffff" },
    { d: `M${C - 36} 272Q${C} 300 ${C + 36} 272`, stroke: darker(skin.color, 0.5), strokeWidth: 7 },
    ...accessories,
  ];
}

/** What the avatar looks like, in words, for screen readers. */
export function describeAvatar(avatar: Avatar): string {
  const resolved = resolveAvatar(avatar);
  const ids = resolveShapeIds(avatar);
  const words = AVATAR_DESCRIPTION;
  const features = [
    words.skin(resolved.skinTone.name),
    words.hair[ids.hairStyle](resolved.hairColor.name),
    words.eyes(resolved.eyeColor.name),
    words.outfit(resolved.outfit.name),
  ];
  const extras = ids.accessories.map((accessory) => words.accessory[accessory]);
  return words.sentence(features, extras.length > 0 ? formatList(extras) : undefined);
}

/** Draws the avatar into a 512x512 PNG, transparent outside its circle. */
export function renderAvatarPng(avatar: Avatar): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = AVATAR_SIZE;
  canvas.height = AVATAR_SIZE;
  const context = canvas.getContext("2d");
  if (!context) return Promise.reject(new Error("Canvas is not available"));
  context.beginPath();
  context.arc(C, C, C, 0, Math.PI * 2);
  context.clip();
  context.lineCap = "round";
  context.lineJoin = "round";
  for (const shape of avatarShapes(avatar)) {
    const path = new Path2D(shape.d);
    if (shape.fill) {
      context.fillStyle = shape.fill;
      context.fill(path);
    }
    if (shape.stroke) {
      context.strokeStyle = shape.stroke;
      context.lineWidth = shape.strokeWidth ?? 1;
      context.stroke(path);
    }
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("PNG export failed"))),
      "image/png",
    ),
  );
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
