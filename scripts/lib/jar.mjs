// A manifest-only JAR is a zip with one stored (uncompressed) entry, META-INF/MANIFEST.MF.
// Written by hand so that no `jar` tool (JDK only) is needed: a JRE is enough.
import { writeFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';

export function writeManifestOnlyJar(file, attributes) {
  const lines = ['Manifest-Version: 1.0', ...Object.entries(attributes).map(([k, v]) => `${k}: ${v}`)];
  const manifest = Buffer.from([...lines.flatMap(wrapManifestLine), '', ''].join('\r\n'), 'utf8');
  const name = Buffer.from('META-INF/MANIFEST.MF', 'utf8');
  const crc = crc32(manifest);

  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0); // local file header
  local.writeUInt16LE(10, 4); // version needed
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(manifest.length, 18); // compressed size (stored)
  local.writeUInt32LE(manifest.length, 22);
  local.writeUInt16LE(name.length, 26);

  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0); // central directory header
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(manifest.length, 20);
  central.writeUInt32LE(manifest.length, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42); // offset of the local header

  const centralOffset = local.length + name.length + manifest.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); // end of central directory
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);

  writeFileSync(file, Buffer.concat([local, name, manifest, central, name, end]));
}

/** The JAR spec caps manifest lines at 72 bytes; longer values continue on lines starting with a space. */
function wrapManifestLine(line) {
  const out = [line.slice(0, 72)];
  for (let i = 72; i < line.length; i += 71) out.push(' ' + line.slice(i, i + 71));
  return out;
}
