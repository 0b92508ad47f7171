import { render } from '@testing-library/react';
import { FAILED_PIN_ICON, usePinIconFallback } from './usePinIconFallback';

function Page() {
  usePinIconFallback();
  return (
    <>
      <img className="pin-filter-icon" src="/pins/park-pin.webp" alt="" />
      <img className="leaflet-tile" src="https://tiles.example/13/1/2.png" alt="" />
    </>
  );
}

const fail = (image: Element) => image.dispatchEvent(new Event('error'));

describe('usePinIconFallback', () => {
  it("draws a pin icon that failed as the page's own placeholder, and leaves the map's tiles alone", () => {
    const { container, unmount } = render(<Page />);
    const [icon, tile] = container.querySelectorAll('img');
    fail(icon);
    fail(tile);
    expect(icon.getAttribute('src')).toBe(FAILED_PIN_ICON);
    expect(tile.getAttribute('src')).toBe('https://tiles.example/13/1/2.png');
    // Not once the page is gone.
    unmount();
    const other = document.body.appendChild(document.createElement('img'));
    other.className = 'leaflet-marker-icon';
    other.src = '/pins/x-pin.png';
    fail(other);
    expect(other.getAttribute('src')).toBe('/pins/x-pin.png');
  });
});
