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
 * Yields the file as batches of `batchSize` whole lines: their bytes in one fresh buffer (transferable), their
 * absolute line numbers and the byte offset after the last one. Lines up to `skipLines` are dropped (gzip resume).
 */
export async function* lineBatches(file: string, gz: boolean, startOffset: number, skipLines: number, batchSize: number):
  AsyncGenerator<LineBatch> {
  const raw = fs.createReadStream(file, { start: gz ? 0 : startOffset, highWaterMark: 1 << 20 });
  const stream = gz ? raw.pipe(zlib.createGunzip()) : raw;
  let base = gz ? 0 : startOffset;
  let line = gz ? 0 : skipLines;
  let parts: Uint8Array[] = [];
  let size = 0;
  let count = 0;
  let firstLine = line + 1;
  const take = (lastLine: number, endOffset: number): LineBatch => {
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const p of parts) { bytes.set(p, at); at += p.length; }
    const out = { bytes, firstLine, lastLine, endOffset };
    parts = [];
    size = 0;
    count = 0;
    firstLine = lastLine + 1;
    return out;
  };
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    let start = 0;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) {
      line++;
      if (line <= skipLines && gz) { parts = []; size = 0; start = i + 1; firstLine = line + 1; continue; }
      if (++count < batchSize) continue;
      parts.push(chunk.subarray(start, i + 1));
      size += i + 1 - start;
      start = i + 1;
      yield take(line, base + i + 1);
    }
    if (start < chunk.length) { parts.push(chunk.subarray(start)); size += chunk.length - start; }
    base += chunk.length;
  }
  if (size > 0) {
    // A last line without a newline still counts; a trailing newline already closed it.
    const last = parts.at(-1)!;
    const open = last[last.length - 1] !== 10;
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
