// Reading an import file: batches of whole lines as bytes (one copy, transferable to a thread), with their line
// numbers and the byte offset after them (the resume point a checkpoint saves).
import fs from 'node:fs';
import zlib from 'node:zlib';

/** A batch of whole lines: their bytes, the absolute numbers of the first and last, the byte offset after the last. */
export interface LineBatch {
  bytes: Uint8Array;
  firstLine: number;
  lastLine: number;
  endOffset: number;
}

/**
 * The file's bytes from `start` (a gzip file: decompressed, from its beginning), in chunks valid only until the next
 * one is asked for: a plain file is read into one reused buffer, so reading allocates nothing per chunk (a stream's
 * fresh 1 MB chunks pile up as garbage in a thread that does little else and collects rarely).
 */
async function* chunksOf(file: string, gz: boolean, start: number): AsyncGenerator<Uint8Array> {
  if (gz) {
    for await (const chunk of fs.createReadStream(file, { highWaterMark: 1 << 20 }).pipe(zlib.createGunzip()) as AsyncIterable<Buffer>) yield chunk;
    return;
  }
  const fh = await fs.promises.open(file, 'r');
  try {
    const buf = Buffer.allocUnsafeSlow(1 << 20);
    for (let at = start; ;) {
      const { bytesRead } = await fh.read(buf, 0, buf.length, at);
      if (bytesRead === 0) return;
      at += bytesRead;
      yield buf.subarray(0, bytesRead);
    }
  } finally {
    await fh.close();
  }
}

/**
 * Yields the file as batches of `batchSize` whole lines: their bytes in one fresh buffer (transferable), their
 * absolute line numbers and the byte offset after the last one. Lines up to `skipLines` are dropped (gzip resume).
 * The lines of the batch being gathered are copied into one buffer reused from batch to batch. `batchSize` may be a
 * function, asked as each batch starts (an import beside a site sizes its batches by how long its transactions took).
 */
export async function* lineBatches(file: string, gz: boolean, startOffset: number, skipLines: number, batchSize: number | (() => number)):
  AsyncGenerator<LineBatch> {
  const sizeOf = typeof batchSize === 'function' ? batchSize : () => batchSize;
  let want = Math.max(1, sizeOf());
  let base = gz ? 0 : startOffset;
  let line = gz ? 0 : skipLines;
  let acc = Buffer.allocUnsafeSlow(1 << 20);
  let size = 0;
  let count = 0;
  let firstLine = line + 1;
  const add = (part: Uint8Array): void => {
    if (size + part.length > acc.length) {
      const bigger = Buffer.allocUnsafeSlow(Math.max(acc.length * 2, size + part.length));
      acc.copy(bigger, 0, 0, size);
      acc = bigger;
    }
    acc.set(part, size);
    size += part.length;
  };
  const take = (lastLine: number, endOffset: number): LineBatch => {
    const out = { bytes: new Uint8Array(acc.subarray(0, size)), firstLine, lastLine, endOffset };
    size = 0;
    count = 0;
    firstLine = lastLine + 1;
    want = Math.max(1, sizeOf());
    return out;
  };
  for await (const chunk of chunksOf(file, gz, base)) {
    let start = 0;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) {
      line++;
      if (line <= skipLines && gz) { size = 0; start = i + 1; firstLine = line + 1; continue; }
      if (++count < want) continue;
      add(chunk.subarray(start, i + 1));
      start = i + 1;
      yield take(line, base + i + 1);
    }
    if (start < chunk.length) add(chunk.subarray(start));
    base += chunk.length;
  }
  if (size > 0) {
    // A last line without a newline still counts; a trailing newline already closed it.
    const open = acc[size - 1] !== 10;
    if (open) line++;
    if (!(gz && line <= skipLines)) yield take(line, base);
  }
}

/** A batch's lines with their numbers (a trailing newline adds no line). */
export function linesOf(batch: LineBatch): [number, string][] {
  const parts = Buffer.from(batch.bytes.buffer, batch.bytes.byteOffset, batch.bytes.byteLength).toString('utf8').split('\n');
  const out: [number, string][] = [];
  for (let i = 0; i < parts.length && batch.firstLine + i <= batch.lastLine; i++) out.push([batch.firstLine + i, parts[i]]);
  return out;
}

/**
 * A batch's lines with their numbers, `size` lines at a time, each line decoded from the bytes on its own when its
 * part is asked for: no string of the whole batch is built (a few MB that a thread would keep alive, and promote,
 * for as long as it works on the batch), and a part's strings die with the part.
 */
export function* lineParts(batch: LineBatch, size: number): Generator<[number, string][]> {
  const bytes = Buffer.from(batch.bytes.buffer, batch.bytes.byteOffset, batch.bytes.byteLength);
  let at = 0;
  let line = batch.firstLine;
  while (line <= batch.lastLine && at <= bytes.length) {
    const part: [number, string][] = [];
    for (; part.length < size && line <= batch.lastLine && at <= bytes.length; line++) {
      let end = bytes.indexOf(10, at);
      if (end === -1) end = bytes.length;
      part.push([line, bytes.toString('utf8', at, end)]);
      at = end + 1;
    }
    yield part;
  }
}
