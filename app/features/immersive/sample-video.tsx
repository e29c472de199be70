import { RotateCcwIcon } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { SAMPLE_VIDEO as WORDS, SAMPLE_VIDEO_PLAYER } from "~/content/immersive";
import { SAMPLE_VIDEO as VIDEO } from "~/data/immersive";
import { jsonForScript } from "~/lib/script-json";
import { VIDEO_OBJECT } from "./video-object";

/**
 * Only the poster loads before play: captions are turned on at first play, since a default track
 * would load with the page. If the host is unreachable, play says so and offers a retry.
 */
export function SampleVideo() {
  const video = useRef<HTMLVideoElement>(null);
  const [unreachable, setUnreachable] = useState(false);
  const captionsShown = useRef(false);

  function showCaptions() {
    const captions = video.current?.textTracks[0];
    if (captionsShown.current || !captions) return;
    captionsShown.current = true;
    if (captions.mode === "disabled") captions.mode = "showing";
  }

  function retry() {
    setUnreachable(false);
    // The button goes away: focus moves to the player it restarts.
    video.current?.focus();
    video.current?.load();
    void video.current?.play().catch(() => {
      // The source's error event reports a failure again.
    });
  }

  return (
    <figure className="flex flex-col gap-2">
      {/* Before the caption: a figure's caption is its first or last child. */}
      <script
        type="application/ld+json"
        // A data block, never executed: the JSON is escaped for a script element.
        dangerouslySetInnerHTML={{ __html: jsonForScript(VIDEO_OBJECT) }}
      />
      {/* The player itself is rounded, not clipped by its frame, so its focus ring shows. */}
      <div className="aspect-video w-full rounded-2xl bg-slate-900">
        <video
          ref={video}
          controls
          preload="none"
          poster={VIDEO.poster}
          className="size-full rounded-2xl object-cover"
          aria-label={WORDS.title}
          onPlay={showCaptions}
        >
          <source src={VIDEO.src} type={VIDEO.type} onError={() => setUnreachable(true)} />
          <track
            kind="captions"
            src={WORDS.captions}
            srcLang={WORDS.captionsLang}
            label={WORDS.captionsLabel}
          />
          {SAMPLE_VIDEO_PLAYER.unsupported}
        </video>
      </div>
      {/* Under the player, so its controls stay visible. */}
      <div role="status">
        {unreachable ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-warning bg-warning-soft p-3 text-sm text-warning-soft-foreground">
            <p>{SAMPLE_VIDEO_PLAYER.unreachable}</p>
            <Button size="sm" variant="outline" onClick={retry}>
              <RotateCcwIcon aria-hidden="true" />
              {SAMPLE_VIDEO_PLAYER.retry}
            </Button>
          </div>
        ) : null}
      </div>
      <figcaption className="text-sm text-muted-foreground">{WORDS.description}</figcaption>
    </figure>
  );
}
