// Venue detection for an import's lone writer thread, done in a thread of its own (papers/index-worker.ts with
// `detect`). A writer thread that detected venues itself held the venue catalogue in its capped heap (thread-entry.ts
// threadLimits): near the cap, its old space was marked over and over, and detection cost it about twice what it
// costs alone. The writer asks for a part's venues before storing the part's papers and takes them at the end of the
// batch (upsert-sqlite.ts), so detection runs on the other core meanwhile. It ran in the search indexer thread
// before, and the writer waited for answers while that thread indexed (3.3–4.3 s of a 13–14 s import): the import's
// main thread indexes now (papers/index-thread.ts indexOnEventLoop). Both sides are synchronous (the writer is inside
// its transaction, the detecting thread in its loop): messages are
// taken with receiveMessageOnPort, and each side wakes the other through shared memory.
import { MessageChannel, receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import type { NewPaper, VenueRow } from '../papers/upsert-plan.ts';
import { ImportAborted } from './import-turns.ts';

/** What venue detection reads of a paper. */
type Mentioned = Pick<NewPaper, 'id' | 'comments' | 'journal_ref'> & { title?: string | null };

/** The writer's side: `ask` posts rows for detection and returns a function that waits for their venue rows, in order. */
export interface VenueDetector {
  ask(rows: Mentioned[]): () => VenueRow[][];
}

/** One end of the detection channel (in a thread's workerData, its port transferred). */
export interface DetectEnd {
  port: MessagePort;
  /** Counter the other end bumps (and notifies) after posting to this end. */
  inbox: SharedArrayBuffer;
  /** The other end's counter, slot `outboxSlot`: bumped after posting to it. */
  outbox: SharedArrayBuffer;
  outboxSlot: number;
}

/**
 * A detection channel: the writer's end, and the detecting thread's end, whose wake-up counter is slot `slot` of
 * `wake` (the memory that thread already waits on).
 */
export function detectionChannel(wake: SharedArrayBuffer, slot: number): { writer: DetectEnd; detector: DetectEnd } {
  const { port1, port2 } = new MessageChannel();
  const answered = new SharedArrayBuffer(4);
  return {
    writer: { port: port1, inbox: answered, outbox: wake, outboxSlot: slot },
    detector: { port: port2, inbox: wake, outbox: answered, outboxSlot: 0 },
  };
}

function post(end: DetectEnd, message: unknown): void {
  end.port.postMessage(message);
  const out = new Int32Array(end.outbox);
  Atomics.add(out, end.outboxSlot, 1);
  Atomics.notify(out, end.outboxSlot);
}

/** The detecting thread: answers every request waiting on `end` with `venuesOf`; returns how many it answered. */
export function answerRequests(end: DetectEnd, venuesOf: (row: Mentioned) => VenueRow[]): number {
  let n = 0;
  for (let m = receiveMessageOnPort(end.port); m; m = receiveMessageOnPort(end.port), n++) {
    const { seq, rows } = m.message as { seq: number; rows: Mentioned[] };
    try {
      post(end, { seq, venues: rows.map(venuesOf) });
    } catch (err) {
      post(end, { seq, error: (err as Error).message });
    }
  }
  return n;
}

/** The writer thread's detector over its `end`; `stopped()` is polled while waiting (the import was aborted). */
export function remoteDetector(end: DetectEnd, stopped: () => boolean): VenueDetector {
  const inbox = new Int32Array(end.inbox);
  const got = new Map<number, { venues?: VenueRow[][]; error?: string }>();
  let next = 0;
  return {
    ask(rows) {
      const seq = next++;
      post(end, { seq, rows: rows.map((r) => ({ id: r.id, title: r.title, comments: r.comments, journal_ref: r.journal_ref })) });
      return () => {
        for (;;) {
          const seen = Atomics.load(inbox, 0);
          for (let m = receiveMessageOnPort(end.port); m; m = receiveMessageOnPort(end.port)) got.set(m.message.seq, m.message);
          const answer = got.get(seq);
          if (answer) {
            got.delete(seq);
            if (answer.error !== undefined) throw new Error(`venue detection: ${answer.error}`);
            return answer.venues!;
          }
          if (stopped()) throw new ImportAborted('import stopped');
          Atomics.wait(inbox, 0, seen, 250);
        }
      };
    },
  };
}
