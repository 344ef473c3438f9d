const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG starts with its 8-byte signature and an IHDR chunk of 13 bytes with a non-zero width and height. */
export function isPng(bytes: Uint8Array): boolean {
  if (bytes.length < 33) return false;
  if (!PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunkType = String.fromCharCode(...bytes.subarray(12, 16));
  return view.getUint32(8) === 13 && chunkType === 'IHDR' && view.getUint32(16) > 0 && view.getUint32(20) > 0;
}

/** Accepts 'data:image/png;base64,...' or bare base64; null when it is not base64 at all. */
export function decodeBase64Image(value: string): Buffer | null {
  const base64 = value.startsWith('data:') ? /^data:image\/png;base64,(.*)$/s.exec(value)?.[1] : value;
  if (base64 === undefined || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64.replace(/\s/g, ''))) return null;
  return Buffer.from(base64, 'base64');
}
