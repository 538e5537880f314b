// Only one demo clip plays at a time: starting one pauses whichever was playing.
let playing: HTMLMediaElement | null = null;

export function claimPlayback(element: HTMLMediaElement): void {
  if (playing && playing !== element) playing.pause();
  playing = element;
}

export function releasePlayback(element: HTMLMediaElement): void {
  if (playing === element) playing = null;
}
