export declare function buildOrder(): string[];
export declare function devCommands(): { name: string; command: string }[];
