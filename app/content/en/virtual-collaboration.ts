/** The virtual collaboration page (SPEC §2 "/virtual-collaboration", §3, §4, §9). */

/**
 * Option names by avatar field, by id, in the order of AVATAR_OPTION_IDS in
 * ~/data/virtual-collaboration (whose indexes saved avatars store).
 */
export const AVATAR_OPTIONS = {
  skinTone: {
    porcelain: "Porcelain",
    sand: "Sand",
    honey: "Honey",
    caramel: "Caramel",
    umber: "Umber",
    espresso: "Espresso",
  },
  hairColor: {
    black: "Black",
    brown: "Brown",
    blonde: "Blonde",
    red: "Red",
    grey: "Grey",
    blue: "Blue",
  },
  eyeColor: {
    brown: "Brown",
    blue: "Blue",
    green: "Green",
    hazel: "Hazel",
    grey: "Grey",
    amber: "Amber",
  },
  hairStyle: {
    short: "Short",
    long: "Long",
    curly: "Curly",
    braids: "Braids",
    "buzz-cut": "Buzz Cut",
    ponytail: "Ponytail",
  },
  outfit: {
    casual: "Casual",
    formal: "Formal",
    creative: "Creative",
    sporty: "Sporty",
    tech: "Tech",
    academic: "Academic",
  },
  accessories: {
    glasses: "Glasses",
    hat: "Hat",
    earrings: "Earrings",
    watch: "Watch",
    necklace: "Necklace",
    backpack: "Backpack",
  },
} as const;

export const DEFAULT_AVATAR_NAME = "My Avatar";

/** Each room theme's words, by its id (THEME_IDS in ~/data/virtual-collaboration). */
export const THEMES = {
  "space-station": {
    name: "Space Station",
    description: "Orbit the Earth in a quiet study module with a view of the stars.",
  },
  "nature-dome": {
    name: "Nature Dome",
    description: "Learn among trees, birdsong and soft daylight under a glass dome.",
  },
  "tech-city": {
    name: "Tech City",
    description: "A bright skyline of screens and neon for focused team work.",
  },
} as const;

/** The "How teams work together" cards, by the lucide icon the route shows with each, in order. */
export const DESCRIPTIVE_SECTIONS = {
  users: {
    title: "Team pods",
    detail: "Small groups of four to six learners who meet, plan and build together every week.",
  },
  "layout-dashboard": {
    title: "Shared workspace",
    detail: "Notes, files and a whiteboard the whole pod can edit at the same time.",
  },
  globe: {
    title: "Global collaboration",
    detail: "Partner classrooms in other countries join projects with live translation.",
  },
  "pen-tool": {
    title: "Interactive tools",
    detail: "Polls, breakout rooms, shared timers and reactions keep everyone involved.",
  },
  trophy: {
    title: "Progress tracker and leaderboard",
    detail: "See how your pod is doing on its goals, and celebrate the teams at the top.",
  },
} as const;

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

/** The collaboration room's dialog: button, participants, chat (collaboration-room-dialog.tsx). */
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
  /** The current user in the participants' list (the others are in ~/data/virtual-collaboration). */
  me: { name: "You", initials: "ME" },
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
  /** The pens' names, by id (their colours: PEN_COLORS in ~/data/virtual-collaboration). */
  pens: { ink: "Ink", indigo: "Indigo", red: "Red", green: "Green" },
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

/** The "in numbers" section (collaboration-stats.tsx). */
export const COLLABORATION_STATS = {
  title: "Your collaboration in numbers",
  /** The figures' labels, by id (their numbers: COLLABORATION_STATS in ~/data/virtual-collaboration). */
  labels: {
    avatars: "Avatars created",
    styles: "Favourite styles",
    "team-goals": "Team goals",
    meetings: "Meetings",
  },
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
