import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type SoundName = 'bet' | 'win' | 'lose' | 'tick' | 'click' | 'reveal' | 'crash' | 'spin' | 'stop';

export interface SoundApi {
  play(name: SoundName): void;
  muted: boolean;
  toggle(): void;
}

const MUTE_KEY = 'khela.games.muted';

function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
}

/** A note: oscillator `type` from `from` Hz to `to` Hz, starting `at` s later, lasting `dur` s, at `gain`. */
type Note = { type: OscillatorType; from: number; to?: number; at?: number; dur: number; gain: number };

/** Every sound is a few oscillator notes (no audio files to download). */
const SOUNDS: Record<Exclude<SoundName, 'crash'>, Note[]> = {
  click: [{ type: 'square', from: 1400, dur: 0.03, gain: 0.05 }],
  tick: [{ type: 'sine', from: 2000, dur: 0.02, gain: 0.05 }],
  bet: [
    { type: 'triangle', from: 440, dur: 0.07, gain: 0.14 },
    { type: 'triangle', from: 660, at: 0.06, dur: 0.09, gain: 0.14 },
  ],
  reveal: [{ type: 'sine', from: 880, to: 1320, dur: 0.08, gain: 0.12 }],
  win: [
    { type: 'triangle', from: 523, dur: 0.1, gain: 0.16 },
    { type: 'triangle', from: 659, at: 0.08, dur: 0.1, gain: 0.16 },
    { type: 'triangle', from: 784, at: 0.16, dur: 0.1, gain: 0.16 },
    { type: 'triangle', from: 1047, at: 0.24, dur: 0.22, gain: 0.18 },
  ],
  lose: [{ type: 'sawtooth', from: 320, to: 140, dur: 0.28, gain: 0.07 }],
  spin: [{ type: 'triangle', from: 220, to: 880, dur: 0.3, gain: 0.08 }],
  stop: [{ type: 'sine', from: 160, to: 90, dur: 0.1, gain: 0.2 }],
};

let ctx: AudioContext | null = null;
function audio(): AudioContext | null {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return null;
  if (!ctx) ctx = new AudioContext();
  if (ctx.state === 'suspended') void ctx.resume();
  return ctx;
}

function playNotes(ac: AudioContext, notes: Note[]) {
  const now = ac.currentTime;
  for (const n of notes) {
    const start = now + (n.at ?? 0);
    const osc = ac.createOscillator();
    const g = ac.createGain();
    osc.type = n.type;
    osc.frequency.setValueAtTime(n.from, start);
    if (n.to) osc.frequency.exponentialRampToValueAtTime(n.to, start + n.dur);
    g.gain.setValueAtTime(0.0001, start);
    g.gain.exponentialRampToValueAtTime(n.gain, start + 0.008);
    g.gain.exponentialRampToValueAtTime(0.0001, start + n.dur);
    osc.connect(g).connect(ac.destination);
    osc.start(start);
    osc.stop(start + n.dur + 0.02);
  }
}

/** The crash: a falling tone under a short burst of noise. */
function playCrash(ac: AudioContext) {
  const now = ac.currentTime;
  const len = Math.floor(ac.sampleRate * 0.4);
  const buf = ac.createBuffer(1, len, ac.sampleRate);
  const data = buf.getChannelData(0);
  for (let i = 0; i < len; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / len);
  const noise = ac.createBufferSource();
  noise.buffer = buf;
  const filter = ac.createBiquadFilter();
  filter.type = 'lowpass';
  filter.frequency.setValueAtTime(1200, now);
  filter.frequency.exponentialRampToValueAtTime(120, now + 0.4);
  const ng = ac.createGain();
  ng.gain.setValueAtTime(0.25, now);
  noise.connect(filter).connect(ng).connect(ac.destination);
  noise.start(now);
  playNotes(ac, [{ type: 'sawtooth', from: 220, to: 40, dur: 0.5, gain: 0.1 }]);
}

const SoundContext = createContext<SoundApi | null>(null);

/** Sound for the games, muted state remembered in localStorage. */
export function SoundProvider({ children }: { children: ReactNode }) {
  const [muted, setMuted] = useState(readMuted);
  const play = useCallback(
    (name: SoundName) => {
      if (muted) return;
      try {
        const ac = audio();
        if (!ac) return;
        if (name === 'crash') playCrash(ac);
        else playNotes(ac, SOUNDS[name]);
      } catch {
        /* audio is optional */
      }
    },
    [muted],
  );
  const toggle = useCallback(() => {
    setMuted((m) => {
      try {
        localStorage.setItem(MUTE_KEY, m ? '0' : '1');
      } catch {
        /* still toggles for this page */
      }
      return !m;
    });
  }, []);
  const api = useMemo(() => ({ play, muted, toggle }), [play, muted, toggle]);
  return <SoundContext.Provider value={api}>{children}</SoundContext.Provider>;
}

/** `play(name)` a short synthesised sound unless muted; `toggle()` mutes/unmutes (remembered). */
export function useSound(): SoundApi {
  const s = useContext(SoundContext);
  if (!s) throw new Error('useSound() needs the shell’s <SoundProvider>');
  return s;
}
