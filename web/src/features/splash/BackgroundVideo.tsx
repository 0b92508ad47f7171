import { useState } from 'react';
import { site } from '../../config/site';
import { LoopingVideo } from './LoopingVideo';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import './splash.css';

/**
 * The background video filter over every page (docs/product.md#every-page): a faint layer of moving light blended
 * over the content. It never catches clicks (pointer-events: none) and is hidden from screen
 * readers. Under prefers-reduced-motion, or when the video fails, the layer stays but is still.
 */
export function BackgroundVideo({ src = site.media.backgroundVideo }: { src?: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const [failed, setFailed] = useState(false);
  const moving = !reducedMotion && !failed;
  return (
    <div className="background-filter" data-testid="background-filter" data-moving={moving} aria-hidden="true">
      {moving && <LoopingVideo className="background-filter-video" src={src} onError={() => setFailed(true)} />}
    </div>
  );
}
