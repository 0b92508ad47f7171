import { useEffect, useRef } from 'react';

/**
 * A decorative looping, muted, autoplaying video. `muted` is also set on the element itself before
 * playing: browsers only autoplay muted video, and React sets `muted` as a property only.
 * A video that fails to load calls onError (the caller then drops it); a refused play() is ignored.
 */
export function LoopingVideo({ src, className, onError }: { src: string; className: string; onError: () => void }) {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = true;
    video.defaultMuted = true;
    video.play()?.catch(() => {
      // Autoplay refused (power saving, browser policy): the still frame is fine.
    });
  }, [src]);

  return (
    <video
      ref={ref}
      className={className}
      src={src}
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
