import { useEffect, useRef, useState } from 'react';
import { afterFirstPaint } from '../../lib/afterFirstPaint';

/** Whether the page's first frame is on screen and the browser has had a quiet moment since. */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstPaint(() => setReady(true)), []);
  return ready;
}

/**
 * A decorative looping, muted, autoplaying video, loaded once the page is on screen
 * (afterFirstPaint): on a slow line the page's own code and data go first.
 * `muted` is also set on the element itself before playing: browsers only autoplay muted video,
 * and React sets `muted` as a property only. A video that fails to load calls onError (the caller
 * then drops it); a refused play() is ignored.
 */
export function LoopingVideo({ src, className, onError }: { src: string; className: string; onError: () => void }) {
  const ref = useRef<HTMLVideoElement>(null);
  const source = useAfterFirstPaint() ? src : undefined;

  useEffect(() => {
    const video = ref.current;
    if (!video || !source) return;
    video.muted = true;
    video.defaultMuted = true;
    video.play()?.catch(() => {
      // Autoplay refused (power saving, browser policy): the still frame is fine.
    });
  }, [source]);

  return (
    <video
      ref={ref}
      className={className}
      src={source}
      autoPlay
      muted
      loop
      playsInline
      preload="auto"
      disablePictureInPicture
      tabIndex={-1}
      aria-hidden="true"
      onError={onError}
    />
  );
}
