/** The virtual collaboration page (SPEC §2 "/virtual-collaboration", §3, §4, §9). */

export interface Swatch {
  name: string;
  color: string;
}

export const SKIN_TONES = [
  { name: "Porcelain", color: "#f9dcc4" },
  { name: "Sand", color: "#f1c27d" },
  { name: "Honey", color: "#e0ac69" },
  { name: "Caramel", color: "#c68642" },
  { name: "Umber", color: "#8d5524" },
  { name: "Espresso", color: "#5c3a21" },
] as const satisfies readonly Swatch[];

export const HAIR_COLORS = [
  { name: "Black", color: "#1f1a17" },
  { name: "Brown", color: "#6b4226" },
  { name: "Blonde", color: "#e6c16a" },
  { name: "Red", color: "#b5452b" },
  { name: "Grey", color: "#9ca3af" },
  { name: "Blue", color: "#3b82f6" },
] as const satisfies readonly Swatch[];

export const EYE_COLORS = [
  { name: "Brown", color: "#6b3e1f" },
  { name: "Blue", color: "#2f6fd6" },
  { name: "Green", color: "#2f8f4e" },
  { name: "Hazel", color: "#8e7341" },
  { name: "Grey", color: "#6b7280" },
  { name: "Amber", color: "#c4861c" },
] as const satisfies readonly Swatch[];

export const HAIR_STYLES = ["Short", "Long", "Curly", "Braids", "Buzz Cut", "Ponytail"] as const;

export const OUTFITS = [
  { name: "Casual", color: "#3b82f6" },
  { name: "Formal", color: "#1e293b" },
  { name: "Creative", color: "#a855f7" },
  { name: "Sporty", color: "#dc2626" },
  { name: "Tech", color: "#475569" },
  { name: "Academic", color: "#15803d" },
] as const satisfies readonly Swatch[];

export const ACCESSORIES = ["Glasses", "Hat", "Earrings", "Watch", "Necklace", "Backpack"] as const;

export const DEFAULT_AVATAR_NAME = "My Avatar";

/** The localStorage key of the saved presets (SPEC §7). */
export const AVATARS_KEY = "avatars";

export const AVATAR_SIZE = 512;

export const THEMES = [
  {
    id: "space-station",
    name: "Space Station",
    description: "Orbit the Earth in a quiet study module with a view of the stars.",
  },
  {
    id: "nature-dome",
    name: "Nature Dome",
    description: "Learn among trees, birdsong and soft daylight under a glass dome.",
  },
  {
    id: "tech-city",
    name: "Tech City",
    description: "A bright skyline of screens and neon for focused team work.",
  },
] as const;

export const DEFAULT_THEME = "space-station";

export interface Participant {
  id: string;
  name: string;
  initials: string;
  isVideoOn: boolean;
  isAudioOn: boolean;
  isHandRaised: boolean;
}

/** The room's sample participants; the first is the current user. */
export const PARTICIPANTS = [
  { id: "me", name: "You", initials: "ME", isVideoOn: true, isAudioOn: true, isHandRaised: false },
  {
    id: "p2",
    name: "Maya Chen",
    initials: "MC",
    isVideoOn: true,
    isAudioOn: false,
    isHandRaised: false,
  },
  {
    id: "p3",
    name: "Leo Martins",
    initials: "LM",
    isVideoOn: false,
    isAudioOn: true,
    isHandRaised: true,
  },
  {
    id: "p4",
    name: "Priya Nair",
    initials: "PN",
    isVideoOn: true,
    isAudioOn: true,
    isHandRaised: false,
  },
] as const satisfies readonly Participant[];

export const WHITEBOARD = { width: 800, height: 200 } as const;

export const PEN_COLORS = [
  { name: "Ink", color: "#1e293b" },
  { name: "Indigo", color: "#4338ca" },
  { name: "Red", color: "#dc2626" },
  { name: "Green", color: "#15803d" },
] as const satisfies readonly Swatch[];

export const STATS = [
  { label: "Avatars created", value: "12" },
  { label: "Favourite styles", value: "5" },
  { label: "Team goals", value: "8/10" },
  { label: "Meetings", value: "12" },
] as const;

/** The "How teams work together" cards; `icon` names a lucide icon, mapped in the route. */
export const DESCRIPTIVE_SECTIONS = [
  {
    icon: "users",
    title: "Team pods",
    detail: "Small groups of four to six learners who meet, plan and build together every week.",
  },
  {
    icon: "layout-dashboard",
    title: "Shared workspace",
    detail: "Notes, files and a whiteboard the whole pod can edit at the same time.",
  },
  {
    icon: "globe",
    title: "Global collaboration",
    detail: "Partner classrooms in other countries join projects with live translation.",
  },
  {
    icon: "pen-tool",
    title: "Interactive tools",
    detail: "Polls, breakout rooms, shared timers and reactions keep everyone involved.",
  },
  {
    icon: "trophy",
    title: "Progress tracker and leaderboard",
    detail: "See how your pod is doing on its goals, and celebrate the teams at the top.",
  },
] as const;

/** The page's own words (routes/virtual-collaboration.tsx); its title is PAGE_WORDS' label. */
export const COLLABORATION_PAGE = {
  eyebrow: "Learn together, anywhere",
  lead: "Create your avatar, meet your team in a shared room, and build together from anywhere.",
  avatarCreator: {
    title: "Avatar Creator",
    description: "Choose every detail, then save it as an image.",
  },
  howTeamsWork: "How teams work together",
  callToAction: {
    title: "Learn better, together",
    lead: "Bring your class into a shared space and start building.",
    start: "Start Collaborating",
    demo: "Watch Demo",
  },
} as const;

/** The collaboration room's dialog: its button, the participants, the chat (collaboration-room-dialog.tsx). */
export const COLLABORATION_ROOM = {
  open: "Join Collaboration Room",
  title: "Collaboration Room",
  description:
    "A sample study room: everything here stays on this device until you leave the page.",
  /** Its name in the error message if it fails, e.g. "The collaboration room stopped working". */
  widget: "collaboration room",
  participants: (count: string) => `Participants (${count})`,
  videoOn: "Video on",
  videoOff: "Video off",
  micOn: "Mic on",
  muted: "Muted",
  handRaised: "Hand raised",
  camera: "Camera",
  microphone: "Microphone",
  raiseHand: "Raise hand",
  chat: "Room chat",
  chatLog: "Room chat messages",
  noMessages: "No messages yet. Say hello!",
  messageLabel: "Message the room",
  messagePlaceholder: "Type a message…",
  send: "Send to room",
} as const;

/** The room's whiteboard: its tools, help and full-screen dialog (whiteboard.tsx). */
export const WHITEBOARD_WORDS = {
  title: "Whiteboard",
  /** Its name in the error message if it fails. */
  widget: "whiteboard",
  board: "Shared whiteboard",
  help: "Draw with a mouse, finger or pen. Pick a colour, use the eraser, or clear the board. What you draw stays on this device.",
  penColour: "Pen colour",
  eraser: "Eraser",
  clear: "Clear",
  expand: "Expand",
  expanded: "The whiteboard is open full screen.",
  done: "Done",
} as const;

/** The Dynamic Themes dialog (themes-dialog.tsx). */
export const THEMES_DIALOG = {
  open: "Choose a Theme",
  title: "Dynamic Themes",
  description: "Pick the look of your study room.",
  label: "Room theme",
  apply: "Apply Theme",
  notAvailable: "Applying themes is not available in this demo.",
} as const;

/** The three cards under the page header (collaboration-shortcuts.tsx). */
export const COLLABORATION_SHORTCUTS = {
  avatar: {
    title: COLLABORATION_PAGE.avatarCreator.title,
    description: "Design the avatar that represents you in every room.",
    link: "Create your avatar",
  },
  room: {
    title: "Join Collaboration Room",
    description: "Video, chat and a shared whiteboard with your study pod.",
  },
  themes: {
    title: THEMES_DIALOG.title,
    description: "Study in a space station, a nature dome or a tech city.",
  },
} as const;

/** The heading over STATS (collaboration-stats.tsx). */
export const COLLABORATION_STATS = {
  title: "Your collaboration in numbers",
} as const;

/** The VR and AR cards (immersive-modes.tsx). */
export const IMMERSIVE_MODES = {
  title: "Go immersive",
  vr: {
    title: "VR Mode",
    description: "Meet your team inside a virtual classroom with a headset.",
  },
  ar: {
    title: "AR Mode",
    description: "Bring 3D models onto your desk with your phone or tablet.",
  },
} as const;
