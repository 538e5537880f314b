export interface CruisedModule {
  source: string;
  dependencies: { resolved: string; coreModule?: boolean; couldNotResolve?: boolean }[];
}
export declare function workspaceOf(path: string): string | null;
export declare function folderOf(path: string): string | null;
export declare function foldArrows(
  modules: readonly CruisedModule[],
  pieceOf: (path: string) => string | null,
): { pieces: string[]; arrows: string[][] };
export declare function mermaid(folded: { pieces: string[]; arrows: string[][] }): string;
export declare function house(modules: readonly CruisedModule[]): string;
