import { EraserIcon, Trash2Icon } from "lucide-react";
import { useEffect, useId, useRef, useState, type PointerEvent } from "react";
import { Button } from "~/components/ui/button";
import { ColorDot } from "~/components/ui/color-dot";
import { RadioGroup, RadioOption } from "~/components/ui/radio-group";
import { PEN_COLORS, WHITEBOARD } from "~/content/virtual-collaboration";

const PEN_WIDTH = 4;
const ERASER_WIDTH = 24;

interface WhiteboardProps {
  /** The drawing to start from: the room outlives its dialog, and so does the board. */
  drawing: ImageData | null;
  /** Called after each stroke and on Clear with what the board now shows. */
  onDrawingChange: (drawing: ImageData | null) => void;
}

/** An 800x200 drawing surface for mouse, touch and pen; scales down keeping its shape. */
export function Whiteboard({ drawing, onDrawingChange }: WhiteboardProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [color, setColor] = useState<string>(PEN_COLORS[0].color);
  const [erasing, setErasing] = useState(false);
  const id = useId();

  const [initial] = useState(drawing);

  useEffect(() => {
    if (initial) canvas.current?.getContext("2d")?.putImageData(initial, 0, 0);
  }, [initial]);

  function keep() {
    const context = canvas.current?.getContext("2d");
    if (context) onDrawingChange(context.getImageData(0, 0, WHITEBOARD.width, WHITEBOARD.height));
  }

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

  function clear() {
    canvas.current?.getContext("2d")?.clearRect(0, 0, WHITEBOARD.width, WHITEBOARD.height);
    onDrawingChange(null);
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <RadioGroup aria-label="Pen colour" layout="wrap">
          {PEN_COLORS.map((pen) => (
            <RadioOption
              key={pen.name}
              value={pen.color}
              checked={!erasing && color === pen.color}
              onChange={() => {
                setColor(pen.color);
                setErasing(false);
              }}
              size="sm"
            >
              <ColorDot color={pen.color} size="sm" />
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
          <EraserIcon aria-hidden="true" />
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
        className="w-full"
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
