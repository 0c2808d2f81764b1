// Types of build-checks.mjs for its test (the build itself runs the plain JavaScript).
export type BuildOutputs = {
  outputs: Record<string, { imports: Array<{ path: string; kind: string }> }>;
};

export function checkStartupSourceIsLatin1(metafile: BuildOutputs, rootDir?: string): void;
