/** Where a file's writer puts its bytes, a piece at a time, in order. */
export type WriteChunk = (chunk: Uint8Array) => void;

/**
 * A writer that hands on pieces of at least `size` bytes (and the rest at `flush`): the
 * libraries write many tiny pieces, and each one sent between threads has a cost.
 */
export const batched = (write: WriteChunk, size = 64 * 1024) => {
  let pending: Uint8Array[] = [];
  let length = 0;
  const flush = () => {
    if (length === 0) return;
    const joined = new Uint8Array(length);
    let offset = 0;
    for (const piece of pending) {
      joined.set(piece, offset);
      offset += piece.length;
    }
    pending = [];
    length = 0;
    write(joined);
  };
  const add: WriteChunk = (chunk) => {
    pending.push(chunk);
    length += chunk.length;
    if (length >= size) flush();
  };
  return { write: add, flush };
};
