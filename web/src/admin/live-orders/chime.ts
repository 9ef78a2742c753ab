/** The browser's audio, made on the owner's click (browsers start it only after one), then kept. */
let audio: AudioContext | null = null;

/** Readies the sound; call it from a click. False where the browser has no Web Audio. */
export function prepareChime(): boolean {
  if (typeof AudioContext === 'undefined') return false;
  audio ??= new AudioContext();
  void audio.resume();
  return true;
}

/** Two short soft tones, rising: a bell made on the spot, so no sound file is shipped. */
export function playChime(): void {
  if (!audio || audio.state !== 'running') return;
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.type = 'sine';
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.0001, start + offset);
    volume.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.35);
    tone.connect(volume).connect(audio.destination);
    tone.start(start + offset);
    tone.stop(start + offset + 0.4);
  }
}
