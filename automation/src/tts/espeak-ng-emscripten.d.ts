// Minimal types for the parts of the eSpeak NG Emscripten build this service uses.
declare module '@echogarden/espeak-ng-emscripten' {
  interface ESpeakNGWorker {
    set_voice(name: string): number;
    rate: number;
    pitch: number;
    readonly samplerate: number;
    synthesize(text: string, callback: (samples: Int16Array | null, events: unknown[]) => boolean): void;
    synthesize_ipa(text: string): { code: number; ipa: string };
    list_voices(): { name: string; identifier: string; languages: { priority: number; name: string }[] }[];
  }
  interface ESpeakNGModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
  }
  export default function initEspeak(options?: {
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  }): Promise<ESpeakNGModule>;
}
