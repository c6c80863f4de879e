import ts from 'typescript';

/** The project's compiler settings (tsconfig.json at the root), for reading contracts as tsc sees them. */
const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  skipLibCheck: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  noEmit: true,
  types: [],
};

export interface ContractProgram {
  readonly checker: ts.TypeChecker;
  /** The exported symbols of a root file, by name. */
  exportsOf(file: string): ReadonlyMap<string, ts.Symbol>;
}

export function contractProgram(files: readonly string[]): ContractProgram {
  const program = ts.createProgram([...files], options);
  const checker = program.getTypeChecker();
  return {
    checker,
    exportsOf(file) {
      const source = program.getSourceFile(file);
      const module = source === undefined ? undefined : checker.getSymbolAtLocation(source);
      if (module === undefined) throw new Error(`${file} is not a module the compiler could read`);
      return new Map(checker.getExportsOfModule(module).map((symbol) => [symbol.name, symbol]));
    },
  };
}
