import { CheckIcon, EraserIcon, Maximize2Icon, Trash2Icon } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState, type PointerEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { ColorDot } from "~/components/ui/color-dot";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { RadioGroup, RadioOption } from "~/components/ui/radio-group";
import { WHITEBOARD_WORDS } from "~/content/virtual-collaboration";
import { PEN_COLORS, WHITEBOARD } from "~/data/virtual-collaboration";
import { idsOf } from "~/lib/ids";

const PEN_WIDTH = 4;
const ERASER_WIDTH = 24;

interface Pen {
  color: string;
  erasing: boolean;
}

interface WhiteboardProps {
  /** The drawing to start from: the room outlives its dialog, and so does the board. */
  drawing: ImageData | null;
  /** Called after each stroke and on Clear with what the board now shows. */
  onDrawingChange: (drawing: ImageData | null) => void;
}

/**
 * Expand shows the board in a full-screen dialog, turned sideways on a portrait screen, where a
 * 4:1 board would otherwise stay a thin strip.
 */
export function Whiteboard({ drawing, onDrawingChange }: WhiteboardProps) {
  const [pen, setPen] = useState<Pen>({ color: PEN_COLORS.ink, erasing: false });
  const [expanded, setExpanded] = useState(false);
  const expand = useRef<HTMLButtonElement>(null);
  const id = useId();

  return (
    <div className="flex flex-col gap-2">
      <Toolbar
        pen={pen}
        onPenChange={setPen}
        onClear={() => onDrawingChange(null)}
        extra={
          <Button ref={expand} variant="outline" size="sm" onClick={() => setExpanded(true)}>
            <Maximize2Icon aria-hidden="true" />
            {WHITEBOARD_WORDS.expand}
          </Button>
        }
      />
      {/* One board at a time: the inline one comes back with what was drawn full screen. */}
      {expanded ? (
        <p className="rounded-xl border border-dashed p-3 text-sm text-muted-foreground">
          {WHITEBOARD_WORDS.expanded}
        </p>
      ) : (
        <Board
          pen={pen}
          drawing={drawing}
          onDrawingChange={onDrawingChange}
          describedBy={`${id}-help`}
          className="w-full"
        />
      )}
      <p id={`${id}-help`} className="text-xs text-muted-foreground">
        {WHITEBOARD_WORDS.help}
      </p>
      <Dialog open={expanded} onOpenChange={setExpanded} returnFocus={expand}>
        <DialogContent
          title={WHITEBOARD_WORDS.title}
          width="screen"
          // On a portrait screen the whole view turns a quarter, like a landscape screen.
          className="portrait:m-0 portrait:h-[100dvw] portrait:w-[100dvh] portrait:origin-top-left portrait:translate-x-[100dvw] portrait:rotate-90"
        >
          <Toolbar
            pen={pen}
            onPenChange={setPen}
            onClear={() => onDrawingChange(null)}
            extra={
              <DialogClose asChild>
                <Button size="sm">
                  <CheckIcon aria-hidden="true" />
                  {WHITEBOARD_WORDS.done}
                </Button>
              </DialogClose>
            }
          />
          {/* The largest 4:1 box that fits the space left. */}
          <div className="flex min-h-24 flex-1 items-center justify-center [container-type:size]">
            <Board
              pen={pen}
              drawing={drawing}
              onDrawingChange={onDrawingChange}
              className="w-[min(100cqw,400cqh)]"
            />
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}

interface ToolbarProps {
  pen: Pen;
  onPenChange: (pen: Pen) => void;
  onClear: () => void;
  /** Expand, or Done. */
  extra: ReactNode;
}

function Toolbar({ pen, onPenChange, onClear, extra }: ToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <RadioGroup aria-label={WHITEBOARD_WORDS.penColour} layout="wrap">
        {idsOf(PEN_COLORS).map((id) => {
          const color = PEN_COLORS[id];
          return (
            <RadioOption
              key={id}
              value={color}
              checked={!pen.erasing && pen.color === color}
              onChange={() => onPenChange({ color, erasing: false })}
              size="sm"
            >
              <ColorDot color={color} size="sm" />
              {WHITEBOARD_WORDS.pens[id]}
            </RadioOption>
          );
        })}
      </RadioGroup>
      <Button
        variant={pen.erasing ? "default" : "outline"}
        size="sm"
        aria-pressed={pen.erasing}
        onClick={() => onPenChange({ ...pen, erasing: !pen.erasing })}
      >
        <EraserIcon aria-hidden="true" />
        {WHITEBOARD_WORDS.eraser}
      </Button>
      <Button variant="outline" size="sm" onClick={onClear}>
        <Trash2Icon aria-hidden="true" />
        {WHITEBOARD_WORDS.clear}
      </Button>
      {extra}
    </div>
  );
}

interface BoardProps {
  pen: Pen;
  drawing: ImageData | null;
  onDrawingChange: (drawing: ImageData | null) => void;
  describedBy?: string;
  /** The board's width; its height follows at 4:1. */
  className: string;
}

function Board({ pen, drawing, onDrawingChange, describedBy, className }: BoardProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);

  // What the board shows follows `drawing`: painted on mount, and wiped by Clear. Before the
  // browser paints or hands on a pointer event, so a stroke begun at once is never wiped.
  useLayoutEffect(() => {
    const context = canvas.current?.getContext("2d");
    if (!context) return;
    if (drawing) context.putImageData(drawing, 0, 0);
    else context.clearRect(0, 0, WHITEBOARD.width, WHITEBOARD.height);
  }, [drawing]);

  function keep() {
    const context = canvas.current?.getContext("2d");
    if (context) onDrawingChange(context.getImageData(0, 0, WHITEBOARD.width, WHITEBOARD.height));
  }

  function point(event: PointerEvent<HTMLCanvasElement>) {
    // offsetX/Y are in the canvas's own, untransformed box, so this holds on
    // the sideways full-screen board too.
    const element = event.currentTarget;
    return {
      x: (event.nativeEvent.offsetX / element.clientWidth) * WHITEBOARD.width,
      y: (event.nativeEvent.offsetY / element.clientHeight) * WHITEBOARD.height,
    };
  }

  function draw(from: { x: number; y: number }, to: { x: number; y: number }) {
    const context = canvas.current?.getContext("2d");
    if (!context) return;
    context.globalCompositeOperation = pen.erasing ? "destination-out" : "source-over";
    context.strokeStyle = pen.color;
    context.lineWidth = pen.erasing ? ERASER_WIDTH : PEN_WIDTH;
    context.lineCap = "round";
    context.lineJoin = "round";
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
  }

  function start(event: PointerEvent<HTMLCanvasElement>) {
    // The main button only: a right click opens the context menu, it does not draw.
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const at = point(event);
    last.current = at;
    draw(at, { x: at.x + 0.01, y: at.y + 0.01 });
  }

  function move(event: PointerEvent<HTMLCanvasElement>) {
    if (!last.current) return;
    const at = point(event);
    draw(last.current, at);
    last.current = at;
  }

  function stop() {
    if (!last.current) return;
    last.current = null;
    keep();
  }

  return (
    <div
      role="img"
      aria-label={WHITEBOARD_WORDS.board}
      aria-describedby={describedBy}
      className={className}
    >
      <canvas
        ref={canvas}
        width={WHITEBOARD.width}
        height={WHITEBOARD.height}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={stop}
        onPointerCancel={stop}
        className="block aspect-[4/1] w-full cursor-crosshair touch-none rounded-xl border bg-white"
      />
    </div>
  );
}
