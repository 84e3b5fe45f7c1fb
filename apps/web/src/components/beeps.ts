/** A scanning page's sounds (line station, outbound scanning): one short high tone accepted, two low ones rejected, a rising three when a case or pallet closes. */
export type Sound = 'accepted' | 'rejected' | 'full' | 'queued';

const TONES: Record<Sound, Array<{ hz: number; ms: number }>> = {
  accepted: [{ hz: 1320, ms: 90 }],
  queued: [{ hz: 990, ms: 60 }],
  rejected: [
    { hz: 220, ms: 180 },
    { hz: 180, ms: 220 },
  ],
  full: [
    { hz: 880, ms: 100 },
    { hz: 1175, ms: 100 },
    { hz: 1568, ms: 160 },
  ],
};

let audio: AudioContext | null = null;

/** Plays a sound with Web Audio (no files); silent where the browser has none. */
export function beep(sound: Sound): void {
  const Context = globalThis.AudioContext;
  if (!Context) return;
  audio ??= new Context();
  if (audio.state === 'suspended') void audio.resume();
  let start = audio.currentTime;
  for (const tone of TONES[sound]) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = sound === 'rejected' ? 'square' : 'sine';
    oscillator.frequency.value = tone.hz;
    gain.gain.setValueAtTime(0.2, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + tone.ms / 1000);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + tone.ms / 1000);
    start += tone.ms / 1000 + 0.04;
  }
}
