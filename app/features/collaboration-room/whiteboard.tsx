import { EraserIcon, PenIcon, Trash2Icon } from "lucide-react";
import { useId, useRef, useState, type PointerEvent } from "react";
import { Button } from "~/components/ui/button";
import { RadioGroup, RadioOption } from "~/components/ui/radio-group";
import { PEN_COLORS, WHITEBOARD } from "~/content/virtual-collaboration";

const PEN_WIDTH = 4;
const ERASER_WIDTH = 24;

/** An 800x200 drawing surface for mouse, touch and pen; scales down keeping its shape. */
export function Whiteboard() {
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [color, setColor] = useState<string>(PEN_COLORS[0].color);
  const [erasing, setErasing] = useState(false);
  const id = useId();

  function point(event: PointerEvent<HTMLCanvasElement>) {
    const element = event.currentTarget;
    const box = element.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * WHITEBOARD.width,
      y: ((event.clientY - box.top) / box.height) * WHITEBOARD.height,
    };
  }

  function draw(from: { x: number; y: number }, to: { x: number; y: number }) {
    const context = canvas.current?.getContext("2d");
    if (!context) return;
    context.globalCompositeOperation = erasing ? "destination-out" : "source-over";
    context.strokeStyle = color;
    context.lineWidth = erasing ? ERASER_WIDTH : PEN_WIDTH;
    context.lineCap = "round";
    context.lineJoin = "round";
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
  }

  function start(event: PointerEvent<HTMLCanvasElement>) {
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
    last.current = null;
  }

  function clear() {
    canvas.current?.getContext("2d")?.clearRect(0, 0, WHITEBOARD.width, WHITEBOARD.height);
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <RadioGroup aria-label="Pen colour" className="flex flex-wrap gap-1">
          {PEN_COLORS.map((pen) => (
            <RadioOption
              key={pen.name}
              value={pen.color}
              checked={!erasing && color === pen.color}
              onChange={() => {
                setColor(pen.color);
                setErasing(false);
              }}
              className="min-h-9 px-2 py-1"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
                <circle cx="10" cy="10" r="9" fill={pen.color} />
              </svg>
              {pen.name}
            </RadioOption>
          ))}
        </RadioGroup>
        <Button
          variant={erasing ? "default" : "outline"}
          size="sm"
          aria-pressed={erasing}
          onClick={() => setErasing((value) => !value)}
        >
          {erasing ? <EraserIcon aria-hidden="true" /> : <PenIcon aria-hidden="true" />}
          Eraser
        </Button>
        <Button variant="outline" size="sm" onClick={clear}>
          <Trash2Icon aria-hidden="true" />
          Clear
        </Button>
      </div>
      <div
        role="img"
        aria-label="Shared whiteboard"
        aria-describedby={`${id}-help`}
        className="w-full max-w-[800px]"
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
      <p id={`${id}-help`} className="text-xs text-muted-foreground">
        Draw with a mouse, finger or pen. Pick a colour, use the eraser, or clear the board. What
        you draw stays on this device.
      </p>
    </div>
  );
}
