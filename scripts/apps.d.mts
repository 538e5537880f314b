export declare function buildOrder(): string[];
export declare function devCommands(): { name: string; command: string }[];
export declare function isFederationExportRace(output: string): boolean;
export declare function runBuild(
  command: string,
  args: string[],
  options: { cwd: string },
  run?: (
    command: string,
    args: string[],
    options: object,
  ) => { status: number | null; stdout?: string | null; stderr?: string | null },
  log?: (message: string) => void,
): number;
