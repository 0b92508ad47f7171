// A tiny GIF89a encoder (no dependency): frames of palette indices in, an animated GIF out.
// Used by make-placeholders.mjs for the random GIF.

/** GIF's variable-width LZW (no early change), codes packed LSB first. */
function lzw(indices, minCodeSize) {
  const clear = 1 << minCodeSize;
  const eoi = clear + 1;
  let codeSize = minCodeSize + 1;
  let next = eoi + 1;
  let dict = new Map();
  const out = [];
  let bits = 0;
  let bitCount = 0;
  const emit = (code) => {
    bits |= code << bitCount;
    bitCount += codeSize;
    while (bitCount >= 8) {
      out.push(bits & 0xff);
      bits >>>= 8;
      bitCount -= 8;
    }
  };
  emit(clear);
  let prefix = indices[0];
  for (let i = 1; i < indices.length; i++) {
    const k = indices[i];
    const key = (prefix << 8) | k;
    const found = dict.get(key);
    if (found !== undefined) {
      prefix = found;
      continue;
    }
    emit(prefix);
    if (next < 4096) {
      dict.set(key, next++);
      if (next > 1 << codeSize && codeSize < 12) codeSize++;
    } else {
      emit(clear);
      dict = new Map();
      codeSize = minCodeSize + 1;
      next = eoi + 1;
    }
    prefix = k;
  }
  emit(prefix);
  emit(eoi);
  if (bitCount > 0) out.push(bits & 0xff);
  return out;
}

function subBlocks(bytes) {
  const out = [];
  for (let i = 0; i < bytes.length; i += 255) {
    const chunk = bytes.slice(i, i + 255);
    out.push(chunk.length, ...chunk);
  }
  out.push(0);
  return out;
}

const le16 = (n) => [n & 0xff, (n >> 8) & 0xff];

/** An animated GIF that loops forever: every frame the full size, `delayCs` hundredths apart. */
export function encodeGif({ width, height, palette, frames, delayCs }) {
  const tableBits = Math.ceil(Math.log2(palette.length));
  const tableSize = 1 << tableBits;
  const bytes = [...Buffer.from('GIF89a'), ...le16(width), ...le16(height), 0xf0 | (tableBits - 1), 0, 0];
  for (let i = 0; i < tableSize; i++) bytes.push(...(palette[i] ?? [0, 0, 0]));
  // NETSCAPE2.0: loop forever.
  bytes.push(0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 0x03, 0x01, 0, 0, 0);
  const minCodeSize = Math.max(2, tableBits);
  for (const frame of frames) {
    bytes.push(0x21, 0xf9, 0x04, 0x04, ...le16(delayCs), 0, 0);
    bytes.push(0x2c, 0, 0, 0, 0, ...le16(width), ...le16(height), 0);
    bytes.push(minCodeSize, ...subBlocks(lzw(frame, minCodeSize)));
  }
  bytes.push(0x3b);
  return Buffer.from(bytes);
}
