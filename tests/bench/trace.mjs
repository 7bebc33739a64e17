// Reading a Chromium trace (browser.startTracing / stopTracing) for the benches: the renderer main
// thread's tasks between two performance marks, by wall time and by CPU time. CPU time (the trace's
// thread time, tdur) leaves out the time the thread waited for a core, so it stays meaningful on a
// busy machine where wall time swells.

export const TRACE_CATEGORIES = ['toplevel', 'blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline'];

/** The tasks (RunTask, sorted by start) of the thread that logged `event`. */
export function threadTasks(events, { pid, tid }) {
  return events.filter((e) => e.pid === pid && e.tid === tid && isTask(e)).sort((a, b) => a.ts - b.ts);
}

/** Tasks not nested in another (RunTask events can nest), from tasks sorted by start. */
export function outermostTasks(tasks) {
  const outermost = [];
  let outerEnd = -Infinity;
  for (const t of tasks) {
    if (t.ts < outerEnd) continue;
    outermost.push(t);
    outerEnd = t.ts + t.dur;
  }
  return outermost;
}

const isTask = (e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur !== undefined;
const round = (n, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * The outermost tasks of the thread that made the performance mark `from`, starting between the
 * marks `from` and `to` (both made in the page with performance.mark), and how many of them ran
 * over `limitMs` by wall time and by CPU time; with `samples` (profileSamples of a profile taken at the
 * same time), also by wall time less the demo backend's script inside the task.
 */
export function mainThreadTasks(trace, { from, to, limitMs = 50, samples }) {
  const events = trace.traceEvents ?? trace;
  const start = events.find((e) => e.name === from);
  const end = events.findLast((e) => e.name === to);
  if (!start || !end) return undefined;
  const outermost = outermostTasks(threadTasks(events, start));
  const within = outermost.filter((t) => t.ts + t.dur >= start.ts && t.ts <= end.ts);
  const wallMs = within.map((t) => t.dur / 1000);
  // With a profile (same clock): the demo backend's script inside each task, to tell how many tasks
  // would stay over the limit without it (once the demo runs off the page's main thread).
  let withoutDemo;
  if (samples) {
    const demo = samples.filter((x) => x.kind === 'demo');
    let from = 0;
    withoutDemo = 0;
    for (const t of within) {
      while (from < demo.length && demo[from].ts < t.ts) from++;
      let demoUs = 0;
      for (let i = from; i < demo.length && demo[i].ts <= t.ts + t.dur; i++) demoUs += demo[i].dur;
      if ((t.dur - demoUs) / 1000 > limitMs) withoutDemo++;
    }
  }
  const cpuMs = within.filter((t) => t.tdur !== undefined).map((t) => t.tdur / 1000);
  return {
    seconds: round((end.ts - start.ts) / 1e6, 1),
    tasks: within.length,
    overLimit: { byWall: wallMs.filter((ms) => ms > limitMs).length, byCpu: cpuMs.filter((ms) => ms > limitMs).length, byWallWithoutDemo: withoutDemo },
    longestMs: { wall: round(Math.max(0, ...wallMs)), cpu: round(Math.max(0, ...cpuMs)) },
    /** Main-thread busy time over the span, ms of task per second. */
    busyMsPerSecond: {
      wall: round((wallMs.reduce((a, b) => a + b, 0) * 1e6) / Math.max(1, end.ts - start.ts)),
      cpu: round((cpuMs.reduce((a, b) => a + b, 0) * 1e6) / Math.max(1, end.ts - start.ts)),
    },
  };
}

/**
 * What the page's main thread ran, from a V8 sampling profile (CDP Profiler.stop): JavaScript of
 * the app (every chunk the build does not mark demo-only: the app, its plugins, React...), JavaScript
 * of the demo backend (demo-only chunks, e.g. msw and the fake contact centre), garbage collection, and
 * the rest of the renderer's own work ('(program)': style, layout, paint, parsing, native APIs not
 * called from JS). Frames without a script (built-ins) count for the nearest caller that has one.
 * Without `chunks` (the build's file → { demoOnly } map) app and demo are one figure. The samples are
 * taken by the wall clock: on a busy machine they include time the thread waited for a core.
 */
export function cpuSplit(profile, chunks, { trace, from, to } = {}) {
  // Only between the marks `from` and `to` of the trace taken at the same time (same clock), if given.
  const events = trace ? (trace.traceEvents ?? trace) : [];
  const start = events.find((e) => e.name === from)?.ts ?? profile.startTime;
  const end = events.findLast((e) => e.name === to)?.ts ?? profile.endTime;
  const totals = {};
  for (const { ts, kind, dur } of profileSamples(profile, chunks)) {
    if (ts >= start && ts <= end) totals[kind] = (totals[kind] ?? 0) + dur / 1000;
  }
  const seconds = (end - start) / 1e6;
  const perSecond = (kind) => round((totals[kind] ?? 0) / Math.max(seconds, 1e-6), 1);
  return {
    seconds: round(seconds, 1),
    split: Boolean(chunks),
    msPerSecond: {
      app: perSecond(chunks ? 'app' : 'script'),
      demo: chunks ? perSecond('demo') : null,
      gc: perSecond('gc'),
      renderer: perSecond('renderer'),
      other: perSecond('other'),
    },
  };
}

/** The samples of a V8 profile in time order: { ts, dur } in µs on the trace's clock, and their kind (see cpuSplit). */
export function profileSamples(profile, chunks) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const kinds = new Map();
  const kindOf = (id) => {
    if (kinds.has(id)) return kinds.get(id);
    const { functionName, url } = byId.get(id).callFrame;
    let kind;
    if (functionName === '(idle)') kind = 'idle';
    else if (functionName === '(program)' || functionName === '(root)') kind = 'renderer';
    else if (functionName === '(garbage collector)') kind = 'gc';
    else if (url) {
      let path = url;
      try {
        path = new URL(url).pathname.replace(/^\//, '');
      } catch {}
      if (!path.startsWith('static/')) kind = 'other';
      else if (!chunks) kind = 'script';
      else kind = chunks[path]?.demoOnly ? 'demo' : 'app';
    } else {
      const up = parent.get(id);
      kind = up === undefined ? 'other' : kindOf(up);
      if (kind === 'renderer' || kind === 'idle') kind = 'other'; // script the page did not load (the bench's own)
    }
    kinds.set(id, kind);
    return kind;
  };
  const { samples = [], timeDeltas = [] } = profile;
  const out = [];
  let ts = profile.startTime;
  for (let i = 0; i < samples.length; i++) {
    ts += timeDeltas[i] ?? 0;
    out.push({ ts, dur: timeDeltas[i + 1] ?? 0, kind: kindOf(samples[i]) });
  }
  return out;
}
