/**
 * What long animation frames (> 50 ms, PerformanceObserver 'long-animation-frame') spent their time on:
 * the bundle's script (its vendor files included), other script, rendering (style, layout and paint,
 * from the frame's styleAndLayoutStart to its end), and the rest (HTML parsing, tasks without script).
 */
import type { LongFrame, LongFrameScript } from './probe';
import type { BuiltFileSite } from './trace';

export interface LongFrameBreakdown {
  longFrames: number;
  longFrameBundleScriptMs: number;
  /** The part of that script spent in style and layout it forced. */
  longFrameForcedLayoutMs: number;
  longFrameOtherScriptMs: number;
  longFrameRenderingMs: number;
  longFrameOtherMs: number;
}

const isBundleScript = (script: LongFrameScript) => script.sourceURL.includes('/dist/');

export interface LongScript {
  durationMs: number;
  forcedLayoutMs: number;
  /** How it was called: "IdleRequestCallback", "MessagePort.onmessage", "Window.requestAnimationFrame"… */
  invoker: string;
  /** Its function in the built file, to be mapped to the source. */
  site: BuiltFileSite;
}

/** The bundle's longest script entry points in long frames, longest first. */
export function longestBundleScripts(frames: readonly LongFrame[], count: number): LongScript[] {
  return frames
    .flatMap((frame) => frame.scripts)
    .filter(isBundleScript)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, count)
    .map((script) => ({
      durationMs: script.duration,
      forcedLayoutMs: script.forcedStyleAndLayoutDuration,
      // A script's own evaluation is "invoked" by its address; the path is enough.
      invoker: script.invoker.replace(/^https?:\/\/[^/]+/, ''),
      site: { file: script.sourceURL.slice(script.sourceURL.lastIndexOf('/') + 1), offset: script.sourceCharPosition },
    }));
}

export function breakDownLongFrames(frames: readonly LongFrame[], from = 0, to = Infinity): LongFrameBreakdown {
  const breakdown: LongFrameBreakdown = {
    longFrames: 0,
    longFrameBundleScriptMs: 0,
    longFrameForcedLayoutMs: 0,
    longFrameOtherScriptMs: 0,
    longFrameRenderingMs: 0,
    longFrameOtherMs: 0,
  };
  for (const frame of frames) {
    if (frame.startTime < from || frame.startTime > to) continue;
    breakdown.longFrames += 1;
    let bundle = 0;
    let other = 0;
    for (const script of frame.scripts) {
      if (isBundleScript(script)) {
        bundle += script.duration;
        breakdown.longFrameForcedLayoutMs += script.forcedStyleAndLayoutDuration;
      } else other += script.duration;
    }
    const rendering = frame.styleAndLayoutStart > 0 ? frame.startTime + frame.duration - frame.styleAndLayoutStart : 0;
    breakdown.longFrameBundleScriptMs += bundle;
    breakdown.longFrameOtherScriptMs += other;
    breakdown.longFrameRenderingMs += rendering;
    breakdown.longFrameOtherMs += Math.max(0, frame.duration - bundle - other - rendering);
  }
  return breakdown;
}
